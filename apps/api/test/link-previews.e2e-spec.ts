import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { mountStaticApps } from '../src/static-apps';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Issue 24: Open Graph and Twitter card tags in the web app's HTML for contents anyone may view
// (a web map shared with everyone, an approved gallery item), none for private ones; the embed
// routes may be framed by other sites only for a public map or themed app.
describe('link previews and the embed route (static web app)', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Awaited<ReturnType<Factories['actor']>>;
  let insttCode: string;
  let publicMap: string;
  let privateMap: string;
  let publicItem: number;
  let privateItem: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-previews-'));
  const web = path.join(dir, 'web');
  const admin = path.join(dir, 'admin');
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36);

  const newMap = async (title: string, description: string): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(owner.auth)
        .send({ userMapSj: title, userMapCn: description, view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc: [] })
        .expect(201)
    ).body.result.userMapId as string;

  const approvedItem = async (userMapId: string, title: string): Promise<number> => {
    const [{ sn }] = await db().query(
      `INSERT INTO map_gale_reqst (map_gale_sj, map_gale_cn, map_gale_knd_se_code, user_map_id, instt_code, register_id, confm_sttus_code, confm_dt)
       VALUES ($1, '갤러리 설명 "따옴표" <b>굵게</b>', '01', $2, $3, $4, '02', now()) RETURNING map_gale_reqst_sn::int AS sn`,
      [title, userMapId, insttCode, owner.user.userId],
    );
    return sn;
  };

  const metaOf = (html: string): Record<string, string> =>
    Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z_:]+)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]));

  beforeAll(async () => {
    for (const d of [web, admin]) {
      fs.mkdirSync(d, { recursive: true });
      fs.writeFileSync(path.join(d, 'index.html'), '<!doctype html><html><head><title>누리지도</title></head><body>WEB INDEX</body></html>');
    }
    app = await createTestApp([], (a) => expect(mountStaticApps(a, { web, admin }, 'https://map.example.kr/')).toEqual(['/admin', '/']));
    f = new Factories(app);
    insttCode = (await f.newInstitution()).insttCode;
    owner = await f.actor(insttCode, USER_SE_CODES.INSTT_ADMIN);
    publicMap = await newMap(`공개 지도 ${tag}`, '서울 공원 분포 <script>alert(1)</script>');
    privateMap = await newMap(`비공개 지도 ${tag}`, '내부 검토용');
    await http().post(`/api/webmap/${publicMap}/shares/all`).set(owner.auth).expect(201);
    publicItem = await approvedItem(publicMap, `갤러리 공개 ${tag}`);
    privateItem = await approvedItem(privateMap, `갤러리 비공개 ${tag}`);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts Open Graph and Twitter card tags into the page of a public map, escaped, with absolute addresses', async () => {
    const res = await http().get(`/${insttCode}/builder/${publicMap}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('WEB INDEX');
    expect(res.text).toContain(`<title>공개 지도 ${tag}</title>`);
    const meta = metaOf(res.text);
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': '누리지도',
      'og:title': `공개 지도 ${tag}`,
      'og:description': '서울 공원 분포 alert(1)',
      'og:url': `https://map.example.kr/${insttCode}/builder/${publicMap}`,
      'twitter:card': 'summary',
      'twitter:title': `공개 지도 ${tag}`,
      'twitter:description': '서울 공원 분포 alert(1)',
    });
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // No thumbnail yet: no image tags.
    expect(meta['og:image']).toBeUndefined();
  });

  it('adds the thumbnail as og:image and twitter:image once the map has one', async () => {
    await db().query(`UPDATE user_map SET thumbnail_path = 'webmaps/thumbnails/x.png', thumbnail_updt_dt = now() WHERE user_map_id = $1`, [publicMap]);
    const meta = metaOf((await http().get(`/embed/map/${publicMap}`).expect(200)).text);
    expect(meta['og:image']).toMatch(new RegExp(`^https://map\\.example\\.kr/api/webmap/${publicMap}/thumbnail\\?v=\\d+$`));
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(meta['twitter:card']).toBe('summary_large_image');
  });

  it('gives a private map, an unknown map and a non-content page no tags', async () => {
    for (const url of [`/${insttCode}/builder/${privateMap}`, `/embed/map/${privateMap}`, '/embed/map/nope', `/${insttCode}/builder/nope`, '/gallery', '/']) {
      const res = await http().get(url).expect(200);
      expect(res.text).toContain('WEB INDEX');
      expect(res.text).not.toContain('og:');
      expect(res.text).not.toContain('twitter:');
      expect(res.text).not.toContain('비공개 지도');
    }
  });

  it('tags an approved gallery item whose content is public, and not one that is not listed', async () => {
    const meta = metaOf((await http().get(`/gallery/${publicItem}`).expect(200)).text);
    expect(meta).toMatchObject({
      'og:title': `갤러리 공개 ${tag}`,
      'og:description': '갤러리 설명 &quot;따옴표&quot; 굵게',
      'og:url': `https://map.example.kr/gallery/${publicItem}`,
    });
    expect(meta['og:image']).toMatch(/^https:\/\/map\.example\.kr\/api\/webmap\/.+\/thumbnail\?/);
    const hidden = (await http().get(`/gallery/${privateItem}`).expect(200)).text;
    expect(hidden).not.toContain('og:');
    expect(hidden).not.toContain('갤러리 비공개');
    expect((await http().get('/gallery/99999999999').expect(200)).text).not.toContain('og:');
  });

  it('lets other sites frame the embed route of a public map only', async () => {
    const open = await http().get(`/embed/map/${publicMap}`).expect(200);
    expect(open.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(open.headers['x-frame-options']).toBeUndefined();
    const closed = await http().get(`/embed/map/${privateMap}`).expect(200);
    expect(closed.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(closed.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other page keeps framing to the site itself, public or not.
    const builder = await http().get(`/${insttCode}/builder/${publicMap}`).expect(200);
    expect(builder.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(builder.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  describe('themed apps', () => {
    let publicApp: string;
    let privateApp: string;
    const newApp = async (title: string): Promise<string> =>
      (
        await http()
          .post('/api/webapp/tmplat')
          .set(owner.auth)
          .send({ webappTmplatSj: title, webappTmplatCn: '탭으로 보는 공원', webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '공원', webmap: { userMapId: publicMap } }] } })
          .expect(201)
      ).body.result.webappTmplatId as string;

    beforeAll(async () => {
      publicApp = await newApp(`공개 앱 ${tag}`);
      privateApp = await newApp(`비공개 앱 ${tag}`);
      await http().post(`/api/webapp/tmplat/${publicApp}/shares/all`).set(owner.auth).expect(201);
    });

    it('lets other sites frame the embed route of an app shared with everyone only, with its Open Graph tags', async () => {
      const open = await http().get(`/embed/app/${publicApp}`).expect(200);
      expect(open.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
      expect(open.headers['x-frame-options']).toBeUndefined();
      expect(metaOf(open.text)).toMatchObject({ 'og:title': `공개 앱 ${tag}`, 'og:url': `https://map.example.kr/embed/app/${publicApp}` });
      // The app's own pages carry the tags too, but stay unframable.
      for (const url of [`/apps/${publicApp}`, `/${insttCode}/apps/${publicApp}`]) {
        const page = await http().get(url).expect(200);
        expect(metaOf(page.text)['og:title']).toBe(`공개 앱 ${tag}`);
        expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
        expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    });

    it('refuses framing for a private or unknown app and names nothing of it', async () => {
      for (const url of [`/embed/app/${privateApp}`, '/embed/app/nope', `/apps/${privateApp}`]) {
        const res = await http().get(url).expect(200);
        expect(res.text).toContain('WEB INDEX');
        expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.text).not.toContain('og:');
        expect(res.text).not.toContain('비공개 앱');
      }
      // Shared with everyone no more: the frame is refused at once.
      await db().query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'APP' AND cntnts_id = $1`, [publicApp]);
      const res = await http().get(`/embed/app/${publicApp}`).expect(200);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(res.text).not.toContain('og:');
    });
  });

  it('stops framing once the map is no longer shared with everyone', async () => {
    await db().query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [publicMap]);
    const res = await http().get(`/embed/map/${publicMap}`).expect(200);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.text).not.toContain('og:');
  });
});
