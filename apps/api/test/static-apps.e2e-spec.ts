import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { mountStaticApps } from '../src/static-apps';
import { createTestApp } from './support/test-app';

describe('one origin: API, admin app and web app', () => {
  let app: INestApplication;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-apps-'));
  const web = path.join(dir, 'web');
  const admin = path.join(dir, 'admin');

  beforeAll(async () => {
    for (const [d, title] of [
      [web, 'WEB'],
      [admin, 'ADMIN'],
    ]) {
      fs.mkdirSync(path.join(d, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(d, 'index.html'), `<html><body>${title} INDEX</body></html>`);
      fs.writeFileSync(path.join(d, 'assets', 'app.js'), `console.log('${title}')`);
    }
    // A file under the web folder's api/ must never shadow (or even be looked up for) an API path.
    fs.mkdirSync(path.join(web, 'api'), { recursive: true });
    fs.writeFileSync(path.join(web, 'api', 'health'), 'NOT THE API');
    // Mounted before init, as configureApp does, so Nest's 404 handler comes after the apps.
    app = await createTestApp([], (a) => expect(mountStaticApps(a, { web, admin })).toEqual(['/admin', '/']));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const http = () => request(app.getHttpServer());

  it('serves the web app at / and its client-side routes', async () => {
    expect((await http().get('/').expect(200)).text).toContain('WEB INDEX');
    expect((await http().get('/gallery').expect(200)).text).toContain('WEB INDEX');
    expect((await http().get('/openbiz/myPage').expect(200)).text).toContain('WEB INDEX');
    expect((await http().get('/assets/app.js').expect(200)).text).toContain("'WEB'");
  });

  it('serves the admin app under /admin and its client-side routes', async () => {
    expect((await http().get('/admin/').expect(200)).text).toContain('ADMIN INDEX');
    expect((await http().get('/admin/manageInstitution').expect(200)).text).toContain('ADMIN INDEX');
    expect((await http().get('/admin/assets/app.js').expect(200)).text).toContain("'ADMIN'");
  });

  it('never answers API paths with an app page', async () => {
    const res = await http().get('/api/not-a-route').expect(404);
    expect(res.body.code).toBe(404);
    expect((await http().get('/api/health').expect(200)).body.code).toBe(200);
  });

  it('leaves API paths to the API without looking for files', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.text).not.toContain('NOT THE API');
    expect(res.body.code).toBe(200);
  });

  it('answers a missing asset with 404, not an HTML page', async () => {
    await http().get('/assets/missing.js').expect(404);
    await http().get('/admin/assets/missing.js').expect(404);
  });
});
