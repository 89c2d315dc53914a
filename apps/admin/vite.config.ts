import { appViteConfig } from '../../libs/ui/vite/app-config';

// Admin app, served at '/admin/'. `npm run dev` proxies /api to the API on :3000.
export default appViteConfig({ base: '/admin/', port: 5174, previewPort: 4174 });
