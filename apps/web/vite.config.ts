import { appViteConfig } from '../../libs/ui/vite/app-config';

// User app, served at '/'. `npm run dev` proxies /api to the API on :3000.
export default appViteConfig({ base: '/', port: 5173, previewPort: 4173 });
