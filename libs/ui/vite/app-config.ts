import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// The workspace libraries, consumed by the apps as TS source (libs/<name>/src/index.ts).
const LIBRARIES = ['domain', 'api-client', 'ui', 'shell', 'map'] as const;
const source = (name: string) => fileURLToPath(new URL(`../../${name}/src/index.ts`, import.meta.url));

export interface AppViteOptions {
  /** Where the app is served ('/', '/admin/'). */
  base: string;
  /** `vite` (dev) port. */
  port: number;
  /** `vite preview` port. */
  previewPort: number;
}

/** An app's Vite config: React, the @nuri/* libraries from source, /api proxied to the API on :3000. */
export function appViteConfig({ base, port, previewPort }: AppViteOptions): UserConfig {
  const proxy = { '/api': 'http://localhost:3000' };
  return defineConfig({
    base,
    plugins: [react()],
    resolve: { alias: Object.fromEntries(LIBRARIES.map((name) => [`@nuri/${name}`, source(name)])) },
    server: { port, strictPort: true, proxy },
    preview: { port: previewPort, proxy },
    build: { outDir: 'dist', emptyOutDir: true },
  });
}
