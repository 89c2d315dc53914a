import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { LinkPreviews, pageOf, previewTags, withPreview } from './modules/previews';

/**
 * Serves the built apps from the API's own origin, as nginx does in production: the admin
 * app under /admin and the web app at /. Unknown paths fall back to each app's index.html
 * (client-side routes); /api is never touched.
 */
export function mountStaticApps(app: INestApplication, dirs: { web: string; admin: string }, publicBaseUrl = ''): string[] {
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
    server.get(/^\/(?!api(\/|$)|admin(\/|$)).*/, webPage(web, previewsOf(app), publicBaseUrl.replace(/\/$/, '')));
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

function previewsOf(app: INestApplication): LinkPreviews | null {
  try {
    return app.get(LinkPreviews, { strict: false });
  } catch {
    return null;
  }
}

/**
 * The web app's page: index.html, with Open Graph and Twitter card tags for a content anyone may
 * view (a public web map or themed app, an approved gallery item; issue 24). The embed routes
 * (/embed/map/:id, /embed/app/:id) of a public map or themed app may be framed by any site: their
 * CSP `frame-ancestors` is opened and X-Frame-Options dropped for that answer alone; a private or
 * unknown content keeps `frame-ancestors 'self'` (the page then says it cannot be shown).
 */
function webPage(indexFile: string, previews: LinkPreviews | null, origin: string) {
  const fallback = spaFallback(indexFile);
  return (req: Request, res: Response, next: NextFunction): void => {
    const page = previews ? pageOf(req.path) : null;
    if (!page || !previews) return fallback(req, res, next);
    void (async () => {
      const preview = await previews.forPage(page);
      if (!preview) return fallback(req, res, next);
      if (page.kind === 'embed' || page.kind === 'embedApp') allowFraming(res);
      const html = await fs.promises.readFile(indexFile, 'utf8');
      const tags = previewTags(preview, origin, req.path, '누리지도');
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withPreview(html, preview, tags));
    })().catch(next);
  };
}

/** Lets any site frame this answer (the embed routes of a public map or themed app only). */
function allowFraming(res: Response): void {
  res.removeHeader('X-Frame-Options');
  const csp = String(res.getHeader('Content-Security-Policy') ?? '');
  const opened = csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
  res.setHeader('Content-Security-Policy', opened.includes('frame-ancestors') ? opened : `${csp};frame-ancestors *`);
}
