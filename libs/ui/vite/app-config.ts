import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

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

// The web font's regular weight (libs/ui/src/styles/fonts.css): preloaded by every page so the
// first paint of Korean text does not wait for the stylesheet to ask for it.
const PRELOADED_FONT = /PretendardGOV-Regular\.subset-[\w-]+\.woff2$/;

/** Adds `<link rel="preload" as="font">` for the built web font to index.html. */
function preloadFont(base: string): Plugin {
  return {
    name: 'nuri-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONT.test(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** An app's Vite config: React, the @nuri/* libraries from source, /api proxied to the API on :3000. */
export function appViteConfig({ base, port, previewPort }: AppViteOptions): UserConfig {
  const proxy = { '/api': 'http://localhost:3000' };
  return defineConfig({
    base,
    plugins: [react(), preloadFont(base)],
    resolve: { alias: Object.fromEntries(LIBRARIES.map((name) => [`@nuri/${name}`, source(name)])) },
    server: { port, strictPort: true, proxy },
    preview: { port: previewPort, proxy },
    build: { outDir: 'dist', emptyOutDir: true },
  });
}
