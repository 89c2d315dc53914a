import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built apps from the API's own origin, as nginx does in production: the admin
 * app under /admin and the web app at /. Unknown paths fall back to each app's index.html
 * (client-side routes); /api is never touched.
 */
export function mountStaticApps(app: INestApplication, dirs: { web: string; admin: string }): string[] {
  const mounted: string[] = [];
  const server = app.getHttpAdapter().getInstance() as express.Express;
  const admin = path.join(dirs.admin, 'index.html');
  const web = path.join(dirs.web, 'index.html');
  if (fs.existsSync(admin)) {
    server.use('/admin', express.static(dirs.admin, { index: false, maxAge: '1h' }));
    server.get(/^\/admin(\/.*)?$/, spaFallback(admin));
    mounted.push('/admin');
  }
  if (fs.existsSync(web)) {
    // Mounted at the root: without the guard every API request would cost a file lookup first.
    const files = express.static(dirs.web, { index: false, maxAge: '1h' });
    server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
    server.get(/^\/(?!api(\/|$)|admin(\/|$)).*/, spaFallback(web));
    mounted.push('/');
  }
  return mounted;
}

/** /api and everything under it belongs to the API, never to the apps' files. */
export function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}

function spaFallback(indexFile: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Asset-looking paths that were not found stay 404 instead of returning HTML.
    if (path.extname(req.path) && !req.path.endsWith('.html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
}
