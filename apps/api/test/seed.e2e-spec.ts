import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { createDataSource } from '../src/database/data-source';
import { recreateDatabase } from '../src/database/ensure-database';
import { runMigrationsLocked } from '../src/database/migrate-locked';
import { seedDemo } from '../src/database/demo/demo-seed';
import {
  DEMO_GALLERY,
  DEMO_GROUP,
  DEMO_INSTT,
  DEMO_LAYERS,
  DEMO_MEMBERS,
  DEMO_WEBAPP,
  DEMO_WEBMAP,
} from '../src/database/demo/demo-data';
import { DEMO_PASSWORD, seed, type SeedReport } from '../src/database/seed';
import { login } from './support/accounts';
import { createTestApp } from './support/test-app';

const COUNTED = ['instt', 'users', 'user_group', 'user_group_member', 'lyr', 'user_map', 'user_map_toc', 'webapp_tmplat', 'pblonsip', 'map_gale_reqst'];

/**
 * The demo data goes to a database and queue prefix of its own (the test database's name +
 * '_demo'), recreated here: the other suites share the test database and must not see it.
 */
const ISOLATED_ENV = {
  DATABASE_URL: (() => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `${url.pathname}_demo`;
    return url.toString();
  })(),
  QUEUE_PREFIX: `${process.env.QUEUE_PREFIX ?? 'nuri-test'}-demo`,
};

describe('demo seed (npm start): institution, members, layers, web map, app, shares, gallery', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, QUEUE_PREFIX: process.env.QUEUE_PREFIX };
  let config: AppConfig;
  let ds: DataSource;
  let app: INestApplication;
  let first: SeedReport;
  let second: SeedReport;
  let countsAfterFirst: Record<string, number>;
  let countsAfterSecond: Record<string, number>;
  const http = () => request(app.getHttpServer());

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of COUNTED) out[table] = (await ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return out;
  }
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const rows: T[] = await ds.query(sql, params);
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  beforeAll(async () => {
    Object.assign(process.env, ISOLATED_ENV);
    config = new AppConfig(process.env);
    await recreateDatabase(config.values.DATABASE_URL);
    ds = createDataSource(config);
    await ds.initialize();
    await runMigrationsLocked(ds);
    await seed(ds, config);
    first = await seedDemo(config);
    countsAfterFirst = await counts();
    second = await seedDemo(config);
    countsAfterSecond = await counts();
    app = await createTestApp();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await ds?.destroy();
    Object.assign(process.env, saved);
  });

  it('created every piece on the first run, and nothing on the second', () => {
    expect(first.created).toEqual([
      `institution ${DEMO_INSTT.insttCode}`,
      ...Object.values(DEMO_MEMBERS).map((m) => `user ${m.userId}`),
      `group ${DEMO_GROUP.groupNm}`,
      `layer ${DEMO_LAYERS.facilities.lyrNm}`,
      `layer ${DEMO_LAYERS.parks.lyrNm}`,
      'share LYR institution',
      'share LYR institution',
      `web map ${DEMO_WEBMAP.userMapSj}`,
      'share MAP institution',
      'share MAP group',
      `themed app ${DEMO_WEBAPP.webappTmplatSj}`,
      'share APP everyone',
      'gallery entry (instt)',
      'gallery entry (product)',
    ]);
    expect(second.created).toEqual([]);
    expect(countsAfterSecond).toEqual(countsAfterFirst);
  });

  it('made the demo institution active with its admin as master', async () => {
    const instt = await one<Record<string, string>>(
      `SELECT instt_nm, instt_sttus_code, delete_at, master_user_id, instt_url FROM instt WHERE instt_code = $1`,
      [DEMO_INSTT.insttCode],
    );
    expect(instt).toEqual({
      instt_nm: DEMO_INSTT.insttNm,
      instt_sttus_code: 'NORMAL',
      delete_at: 'N',
      master_user_id: DEMO_MEMBERS.admin.userId,
      instt_url: `/${DEMO_INSTT.insttCode}`,
    });
  });

  it('made the four members with their levels and example.com addresses, and the group of two', async () => {
    const users = await ds.query(
      `SELECT user_id, user_se_code::int AS code, instt_code, emailaddr, user_sttus FROM users WHERE instt_code = $1 ORDER BY user_id`,
      [DEMO_INSTT.insttCode],
    );
    expect(users).toEqual(
      Object.values(DEMO_MEMBERS)
        .map((m) => ({ user_id: m.userId, code: m.userSeCode, instt_code: 'demo', emailaddr: m.emailaddr, user_sttus: 'active' }))
        .sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    const members = await ds.query(
      `SELECT m.user_id FROM user_group g JOIN user_group_member m ON m.group_sn = g.group_sn
        WHERE g.owner_id = $1 AND g.group_nm = $2 ORDER BY m.user_id`,
      [DEMO_MEMBERS.editor.userId, DEMO_GROUP.groupNm],
    );
    expect(members.map((r: { user_id: string }) => r.user_id)).toEqual(['demomember', 'demoviewer']);
  });

  it('imported the two sample layers: ready, counted, with a table, GiST index and thumbnail', async () => {
    for (const spec of Object.values(DEMO_LAYERS)) {
      const lyr = await one<{ status: string; cnt: number; tableNm: string; thumb: string | null; owner: string }>(
        `SELECT lyr_sttus_code AS status, feature_cnt::int AS cnt, table_nm AS "tableNm", thumbnail_path AS thumb, register_id AS owner
           FROM lyr WHERE lyr_nm = $1`,
        [spec.lyrNm],
      );
      expect(lyr).toMatchObject({ status: 'READY', cnt: spec.featureCnt, owner: DEMO_MEMBERS.editor.userId });
      expect(lyr.thumb).toMatch(/\.png$/);
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM layers.${lyr.tableNm}`);
      expect(n).toBe(spec.featureCnt);
      const gist = await ds.query(
        `SELECT 1 FROM pg_indexes WHERE schemaname = 'layers' AND tablename = $1 AND indexdef ILIKE '%USING gist%'`,
        [lyr.tableNm],
      );
      expect(gist).toHaveLength(1);
    }
  });

  describe('over HTTP', () => {
    let memberAuth: { Authorization: string };
    let userMapId: string;
    let webappTmplatId: string;

    beforeAll(async () => {
      memberAuth = { Authorization: `Bearer ${(await login(app, DEMO_MEMBERS.member.userId, DEMO_PASSWORD)).accessToken}` };
      userMapId = (await one<{ id: string }>(`SELECT user_map_id AS id FROM user_map WHERE user_map_sj = $1`, [DEMO_WEBMAP.userMapSj])).id;
      webappTmplatId = (
        await one<{ id: string }>(`SELECT webapp_tmplat_id AS id FROM webapp_tmplat WHERE webapp_tmplat_sj = $1`, [DEMO_WEBAPP.webappTmplatSj])
      ).id;
    });

    it('lets the demo member open the web map shared with the institution: base map, view, categorised TOC with popups', async () => {
      const res = await http().get(`/api/webmap/${userMapId}`).set(memberAuth).expect(200);
      const map = res.body.result;
      expect(map).toMatchObject({
        userMapSj: DEMO_WEBMAP.userMapSj,
        bcrnMapId: 'OFFLINE_WORLD',
        insttCode: 'demo',
        registerId: DEMO_MEMBERS.editor.userId,
        view: { projection: 'EPSG:5186' },
        canEdit: false,
      });
      expect(map.toc).toHaveLength(2);
      for (const [entry, spec] of [
        [map.toc[0], DEMO_LAYERS.facilities],
        [map.toc[1], DEMO_LAYERS.parks],
      ] as const) {
        expect(entry).toMatchObject({ lyrGroupSeCode: '02', layer: expect.objectContaining({ lyrNm: spec.lyrNm }) });
        expect(entry.style).toMatchObject({ kind: 'categorized', column: '분류' });
        expect(entry.style.classes.length).toBeGreaterThanOrEqual(3);
        expect(entry.popup.enabled).toBe(true);
        expect(entry.popup.columns).toContain('분류');
      }
    });

    it('shares: the map with the institution and the group, the app with everyone', async () => {
      const shares = await ds.query(
        `SELECT cntnts_ty_code AS type, cntnts_id AS id, pblonsip_scope_se_code::int AS scope FROM pblonsip
          WHERE cntnts_id IN ($1, $2) ORDER BY cntnts_ty_code, pblonsip_scope_se_code`,
        [userMapId, webappTmplatId],
      );
      expect(shares).toEqual([
        { type: 'APP', id: webappTmplatId, scope: 0 },
        { type: 'MAP', id: userMapId, scope: 1 },
        { type: 'MAP', id: userMapId, scope: 2 },
      ]);
    });

    it('serves the TAB app with two tabs to an anonymous visitor', async () => {
      const res = await http().get(`/api/webapp/tmplat/${webappTmplatId}`).expect(200);
      expect(res.body.result).toMatchObject({ webappTmplatSj: DEMO_WEBAPP.webappTmplatSj, webappTmplatTyCode: 'TAB' });
      expect(res.body.result.detailSetting.mainTab).toHaveLength(2);
      // The map and the app carry the sample layer's thumbnail (the gallery card shows it), loadable
      // from their signed addresses without a token.
      const map = (await http().get(`/api/webmap/${userMapId}`).set(memberAuth).expect(200)).body.result;
      for (const url of [res.body.result.thumbnailUrl, map.thumbnailUrl]) {
        expect(url).toEqual(expect.stringMatching(/thumbnail\?v=\d+&exp=\d+&sig=/));
        const image = await http().get(url).buffer(true).expect(200);
        expect(image.headers['content-type']).toMatch(/^image\//);
      }
    });

    it('shows the approved app in the institution gallery and the product gallery to anonymous callers', async () => {
      const rows = await ds.query(
        `SELECT gallery_ty, confm_sttus_code FROM map_gale_reqst WHERE webapp_tmplat_id = $1 ORDER BY gallery_ty`,
        [webappTmplatId],
      );
      expect(rows).toEqual([
        { gallery_ty: 'instt', confm_sttus_code: '02' },
        { gallery_ty: 'product', confm_sttus_code: '02' },
      ]);
      for (const query of ['galleryType=product', 'galleryType=instt&insttCode=demo']) {
        const res = await http().get(`/api/mapgallery?pageSize=100&${query}`).expect(200);
        const titles = (res.body.result.content as Array<{ mapGaleSj: string }>).map((i) => i.mapGaleSj);
        expect(titles).toContain(DEMO_GALLERY.mapGaleSj);
      }
    });
  });
});
