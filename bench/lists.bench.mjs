// Lists at 1M rows (issue 11): the public map gallery, the layer search and "my contents",
// page 1 and page 10,000, through the real API, at concurrency 1 and ctx.concurrency.
import { performance } from 'node:perf_hooks';
import { httpGet, interleave, keepAliveAgent } from './lib/load.mjs';

export const name = 'lists';

/** Rows of each list (gallery requests, searchable layers, contents of one user). */
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
/** Requests per page and concurrency (p95 over them). */
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 40);
const DEEP_PAGE = Number(process.env.BENCH_LIST_DEEP_PAGE ?? 10_000);
const TARGET_MS = 30;
const CHUNKS = 4;

/** Every bench row's ids and codes start with this prefix (the rebuild deletes by it). */
const P = 'blst';
const INSTITUTIONS = 5;
const USERS_PER_INSTT = 40;
/** The owner of the "my contents" list and the caller of the layer search and gallery. */
const ME = `${P}-me`;
const VIEWER = `${P}-viewer`;
const DATASET_TAG = `bench lists rows=${ROWS} v1`;

/** The lists as the apps ask for them (apps/web: gallery-api.ts, layer-widgets-api.ts, mypage-contents-api.ts). */
const LISTS = [
  {
    key: 'gallery',
    label: 'gallery list (GET /api/mapgallery, product, recent, 12)',
    pageSize: 12,
    caller: VIEWER,
    url: (page) => `/api/mapgallery?galleryType=product&sort=recent&pageIndex=${page}&pageSize=12`,
  },
  {
    key: 'layers',
    label: 'layer search (GET /api/layers, holdDataSeCode 1, 20)',
    pageSize: 20,
    caller: VIEWER,
    url: (page) => `/api/layers?pageIndex=${page}&pageSize=20&holdDataSeCode=1`,
  },
  {
    key: 'mine',
    label: 'my contents (GET /api/mypage/contents, 10)',
    pageSize: 10,
    caller: ME,
    url: (page) => `/api/mypage/contents?pageIndex=${page}&pageSize=10&direction=DESC`,
  },
];

/** Owner expression of row g: one of INSTITUTIONS × USERS_PER_INSTT members. */
const ownerOf = (g) =>
  `'${P}-u' || ((${g}) % ${INSTITUTIONS} + 1) || '-' || ((${g}) / ${INSTITUTIONS} % ${USERS_PER_INSTT} + 1)`;
const insttOf = (g) => `'${P}-i' || ((${g}) % ${INSTITUTIONS} + 1)`;
const uuidOf = (kind, g) => `md5('${P}-${kind}-' || (${g}))::uuid::text`;
/** Times spread over two years, whole minutes (so sort keys tie and the tie-breaker matters). */
const timeOf = (g, spreadSeconds) =>
  `(timestamptz '2024-01-01 00:00:00+09' + date_trunc('minute', ((${g})::bigint * 7919 % ${spreadSeconds}) * interval '1 second'))`;

const DATASET_TABLES = [
  'instt',
  'users',
  'user_group_member',
  'user_map',
  'webapp_tmplat',
  'lyr',
  'pblonsip',
  'map_gale_reqst',
  'cntnts_stats',
  'cntnts_bkmk',
];

async function datasetPresent(pg) {
  const { rows } = await pg.query(`SELECT user_nm FROM users WHERE user_id = $1`, [VIEWER]);
  return rows[0]?.user_nm === DATASET_TAG;
}

/**
 * Builds the three lists in one transaction (so the marker, the viewer's name, exists only
 * when everything did): institutions, members and a group; ROWS gallery requests over as many
 * web maps and themed apps of 200 owners (approved, some pending or rejected, some whose
 * content is not in use or no longer shared with everyone); ROWS layers of the same owners
 * with everyone, institution, group and user shares (about a third visible to the viewer);
 * ROWS web maps, themed apps and layers of one member.
 */
async function ensureDataset(ctx) {
  if (await datasetPresent(ctx.pg)) {
    // A migration may have rewritten rows since (index-only scans need the visibility map): cheap
    // when nothing changed.
    for (const table of DATASET_TABLES) await ctx.pg.query(`VACUUM ${table}`);
    return 0;
  }
  const started = Date.now();
  ctx.log(`creating the lists dataset: ${ROWS.toLocaleString()} rows per list (once)`);
  const client = await ctx.pg.connect();
  const step = async (label, sql, params = []) => {
    const t0 = Date.now();
    const res = await client.query(sql, params);
    ctx.log(`  ${label}: ${res.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL synchronous_commit = off`);
    // A former dataset (another size): out with it (requests and toc rows go by cascade).
    await step('old shares', `DELETE FROM pblonsip WHERE owner_id LIKE '${P}-%'`);
    await step('old requests', `DELETE FROM map_gale_reqst WHERE register_id LIKE '${P}-%'`);
    await step('old maps', `DELETE FROM user_map WHERE register_id LIKE '${P}-%'`);
    await step('old apps', `DELETE FROM webapp_tmplat WHERE register_id LIKE '${P}-%'`);
    await step('old layers', `DELETE FROM lyr WHERE register_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM user_group_member WHERE user_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM user_group WHERE owner_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM users WHERE user_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM instt WHERE instt_code LIKE '${P}-%'`);

    await client.query(
      `INSERT INTO instt (instt_code, instt_nm, instt_url)
       SELECT '${P}-i' || i, '벤치 기관 ' || i, '/${P}-i' || i FROM generate_series(1, ${INSTITUTIONS}) i`,
    );
    await client.query(
      `INSERT INTO users (user_id, user_nm, emailaddr, user_se_code, instt_code, password_hash)
       SELECT '${P}-u' || i || '-' || k, '벤치 회원 ' || i || '-' || k, '${P}-u' || i || '-' || k || '@bench.invalid',
              (ARRAY[11, 12, 13, 11])[k % 4 + 1], '${P}-i' || i, 'bench-no-login'
         FROM generate_series(1, ${INSTITUTIONS}) i, generate_series(1, ${USERS_PER_INSTT}) k`,
    );
    await client.query(
      `INSERT INTO users (user_id, user_nm, emailaddr, user_se_code, instt_code, password_hash)
       VALUES ($1, '벤치 내 콘텐츠', '${P}-me@bench.invalid', 11, '${P}-i1', 'bench-no-login')`,
      [ME],
    );
    const { rows: grp } = await client.query(
      `INSERT INTO user_group (instt_code, group_nm, owner_id) VALUES ('${P}-i2', '벤치 그룹', '${P}-u2-1') RETURNING group_sn`,
    );
    const groupSn = grp[0].group_sn;

    // ---- Gallery: ROWS contents (70 % web maps, 30 % themed apps), one request each ----
    await step(
      'gallery maps',
      `INSERT INTO user_map (user_map_id, user_map_sj, user_map_cn, user_map_scope_value, use_pblonsip_se_code, use_sttus_se_code,
                             instt_code, register_id, thumbnail_path, thumbnail_updt_dt, regist_dt, updt_dt)
       SELECT ${uuidOf('gmap', 'g')}, '지도 ' || g, '벤치 지도 설명 ' || g, '{"center":[126.98,37.56],"zoom":11}',
              '04', CASE WHEN g % 50 = 7 THEN '02' ELSE '01' END, ${insttOf('g')}, ${ownerOf('g')},
              CASE WHEN g % 2 = 0 THEN 'webmaps/' || g || '.png' END, ${timeOf('g', 63072000)},
              ${timeOf('g', 63072000)}, ${timeOf('g', 63072000)}
         FROM generate_series(1, $1::int) g WHERE g % 10 < 7`,
      [ROWS],
    );
    await step(
      'gallery apps',
      `INSERT INTO webapp_tmplat (webapp_tmplat_id, webapp_tmplat_sj, webapp_tmplat_cn, webapp_tmplat_ty_code, use_sttus_se_code,
                                  use_pblonsip_se_code, instt_code, register_id, detail_setting, thumbnail_path, thumbnail_updt_dt, regist_dt, updt_dt)
       SELECT ${uuidOf('gapp', 'g')}, '테마지도 ' || g, '벤치 테마지도 설명 ' || g, CASE WHEN g % 2 = 0 THEN 'JOR' ELSE 'SES' END,
              CASE WHEN g % 50 = 7 THEN '02' ELSE '01' END, '04', ${insttOf('g')}, ${ownerOf('g')}, '{}',
              CASE WHEN g % 2 = 0 THEN 'webapps/' || g || '.png' END, ${timeOf('g', 63072000)},
              ${timeOf('g', 63072000)}, ${timeOf('g', 63072000)}
         FROM generate_series(1, $1::int) g WHERE g % 10 >= 7`,
      [ROWS],
    );
    // Everyone shares of the approved items, except 1 in 40 (taken away by the owner since); before
    // the requests, so the request trigger finds them (a share inserted later updates its requests).
    await step(
      'gallery shares',
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       SELECT CASE WHEN g % 10 < 7 THEN 'MAP' ELSE 'APP' END,
              CASE WHEN g % 10 < 7 THEN ${uuidOf('gmap', 'g')} ELSE ${uuidOf('gapp', 'g')} END, 1, 0, ${ownerOf('g')}, ${ownerOf('g')}
         FROM generate_series(1, $1::int) g WHERE g % 50 NOT IN (3, 28) AND g % 40 <> 11`,
      [ROWS],
    );

    // 85 % product gallery; 96 % approved (2 % pending, 2 % rejected).
    await step(
      'gallery requests',
      `INSERT INTO map_gale_reqst (map_gale_sj, map_gale_cn, map_gale_knd_se_code, user_map_id, webapp_tmplat_id, gallery_ty, instt_code,
                                   confm_sttus_code, confm_reject_cn, confm_dt, confmer_id, pblonsip_added_at, view_cnt, recomend_cnt, bkmk_cnt,
                                   register_id, regist_dt, updt_dt)
       SELECT CASE WHEN g % 10 < 7 THEN '지도 ' ELSE '테마지도 ' END || g, '갤러리 설명 ' || g,
              CASE WHEN g % 10 < 7 THEN '01' ELSE '02' END,
              CASE WHEN g % 10 < 7 THEN ${uuidOf('gmap', 'g')} END, CASE WHEN g % 10 >= 7 THEN ${uuidOf('gapp', 'g')} END,
              CASE WHEN g % 20 < 17 THEN 'product' ELSE 'instt' END, ${insttOf('g')},
              CASE WHEN g % 50 = 3 THEN '01' WHEN g % 50 = 28 THEN '03' ELSE '02' END,
              CASE WHEN g % 50 = 28 THEN '벤치 반려' END,
              CASE WHEN g % 50 <> 3 THEN ${timeOf('g', 63072000)} + interval '1 day' END,
              CASE WHEN g % 50 <> 3 THEN 'admin' END, CASE WHEN g % 50 IN (3, 28) THEN 'N' ELSE 'Y' END,
              (g::bigint * 7919 % 5000)::int, (g::bigint * 104729 % 300)::int, g % 97, ${ownerOf('g')}, ${timeOf('g', 63072000)}, ${timeOf('g', 63072000)}
         FROM generate_series(1, $1::int) g`,
      [ROWS],
    );
    // ---- Layer search: ROWS layers of the 200 owners ----
    await step(
      'layers',
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_dc, lyr_ty_se_code, hold_data_se_code, upload_ty, instt_code, register_id, geom_type, srid,
                        feature_cnt, thumbnail_path, publish_at, publish_dt, lyr_sttus_code, regist_dt, updt_dt)
       SELECT ${uuidOf('lyr', 'g')},
              (ARRAY['서울시 ', '경기도 ', '부산시 ', '인천시 '])[g % 4 + 1]
                || (ARRAY['도로', '건물', '하천', '공원', '학교', '버스정류장', '상가', 'CCTV'])[g / 4 % 8 + 1] || ' ' || g,
              CASE WHEN g % 3 = 0 THEN '벤치 레이어 설명 ' || g END,
              (ARRAY['1', '2', '3', '0'])[g % 4 + 1], CASE WHEN g % 100 = 0 THEN '9' ELSE '1' END,
              CASE WHEN g % 4 = 3 THEN 'geotiff' ELSE 'shp' END, ${insttOf('g')}, ${ownerOf('g')},
              (ARRAY['POINT', 'MULTILINESTRING', 'MULTIPOLYGON', NULL])[g % 4 + 1], CASE WHEN g % 4 = 3 THEN NULL ELSE 5186 END,
              g::bigint * 7919 % 100000, CASE WHEN g % 2 = 0 THEN 'layers/' || g || '.png' END,
              CASE WHEN g % 5 = 0 THEN 'Y' ELSE 'N' END, CASE WHEN g % 5 = 0 THEN ${timeOf('g', 63072000)} END,
              'READY', ${timeOf('g', 63072000)}, ${timeOf('g', 63072000)}
         FROM generate_series(1, $1::int) g`,
      [ROWS],
    );
    // 30 % everyone, 10 % the owner's institution, 1 in 500 a group of the viewer, 1 in 1000 the viewer by name.
    await step(
      'layer shares',
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       SELECT 'LYR', ${uuidOf('lyr', 'g')}, 1,
              CASE WHEN g % 10 < 3 THEN 0 WHEN g % 10 = 3 THEN 1 WHEN g % 500 = 5 THEN 2 ELSE 3 END,
              CASE WHEN g % 10 < 3 THEN NULL WHEN g % 10 = 3 THEN ${insttOf('g')} WHEN g % 500 = 5 THEN $2::text ELSE $3 END,
              ${ownerOf('g')}, ${ownerOf('g')}
         FROM generate_series(1, $1::int) g WHERE g % 10 <= 3 OR g % 500 = 5 OR g % 1000 = 9`,
      [ROWS, String(groupSn), VIEWER],
    );

    // ---- My contents: ROWS contents of ME (40 % web maps, 20 % themed apps, 40 % layers) ----
    await step(
      'my maps',
      `INSERT INTO user_map (user_map_id, user_map_sj, user_map_scope_value, use_pblonsip_se_code, instt_code, register_id,
                             thumbnail_path, thumbnail_updt_dt, regist_dt, updt_dt)
       SELECT ${uuidOf('mymap', 'g')}, '내 지도 ' || g, '{"center":[126.98,37.56],"zoom":11}', (ARRAY['01', '02', '03', '04'])[g % 4 + 1],
              '${P}-i1', $2, CASE WHEN g % 2 = 0 THEN 'webmaps/my' || g || '.png' END, ${timeOf('g', 31536000)},
              ${timeOf('g', 31536000)}, ${timeOf('g', 31536000)} + interval '1 hour'
         FROM generate_series(1, $1::int) g WHERE g % 5 < 2`,
      [ROWS, ME],
    );
    await step(
      'my apps',
      `INSERT INTO webapp_tmplat (webapp_tmplat_id, webapp_tmplat_sj, webapp_tmplat_ty_code, use_pblonsip_se_code, instt_code, register_id,
                                  detail_setting, regist_dt, updt_dt)
       SELECT ${uuidOf('myapp', 'g')}, '내 테마지도 ' || g, 'JOR', '01', '${P}-i1', $2, '{}',
              ${timeOf('g', 31536000)}, ${timeOf('g', 31536000)} + interval '1 hour'
         FROM generate_series(1, $1::int) g WHERE g % 5 = 2`,
      [ROWS, ME],
    );
    await step(
      'my layers',
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, geom_type, srid, feature_cnt, lyr_sttus_code,
                        regist_dt, updt_dt)
       SELECT ${uuidOf('mylyr', 'g')}, '내 레이어 ' || g, '1', 'shp', '${P}-i1', $2, 'POINT', 5186, g % 1000, 'READY',
              ${timeOf('g', 31536000)}, ${timeOf('g', 31536000)} + interval '1 hour'
         FROM generate_series(1, $1::int) g WHERE g % 5 > 2`,
      [ROWS, ME],
    );
    await step(
      'my layer shares',
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       SELECT 'LYR', ${uuidOf('mylyr', 'g')}, 1, CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END, CASE WHEN g % 3 = 0 THEN NULL ELSE '${P}-i1' END, $2, $2
         FROM generate_series(1, $1::int) g WHERE g % 5 > 2 AND g % 7 = 0`,
      [ROWS, ME],
    );

    // The callers: the viewer (member of the group) last, as the marker of a complete dataset.
    await client.query(
      `INSERT INTO users (user_id, user_nm, emailaddr, user_se_code, instt_code, password_hash)
       VALUES ($1, $2, '${P}-viewer@bench.invalid', 12, '${P}-i1', 'bench-no-login')`,
      [VIEWER, DATASET_TAG],
    );
    await client.query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2), ($1, $3)`, [
      groupSn,
      VIEWER,
      `${P}-u1-1`,
    ]);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  // Visibility map and statistics (index-only scans need the first, the planner the second).
  for (const table of DATASET_TABLES) {
    const t0 = Date.now();
    await ctx.pg.query(`VACUUM (ANALYZE) ${table}`);
    ctx.log(`  vacuum ${table}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return (Date.now() - started) / 1000;
}

/** The caller's user row as a token subject. */
async function userOf(pg, userId) {
  const { rows } = await pg.query(
    `SELECT user_id, user_nm, user_se_code, instt_code FROM users WHERE user_id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw new Error(`bench user ${userId} is missing`);
  return {
    userId: u.user_id,
    userNm: u.user_nm,
    userSeCode: Number(u.user_se_code),
    insttCode: u.instt_code,
  };
}

export async function run(ctx) {
  const buildSeconds = await ensureDataset(ctx);
  const out = [];
  if (buildSeconds)
    out.push({
      case: 'dataset',
      metric: 'build s',
      value: buildSeconds,
      target: '≤ 180',
      ok: buildSeconds <= 180,
    });
  const agent = keepAliveAgent(ctx.concurrency);
  const tokens = {
    [VIEWER]: ctx.tokenFor(await userOf(ctx.pg, VIEWER)),
    [ME]: ctx.tokenFor(await userOf(ctx.pg, ME)),
  };

  // The API's floor at the same time: a route with no database work (GET /api/health/live).
  for (const concurrency of [1, ctx.concurrency]) {
    const r = await interleave({
      count: REQUESTS * 4,
      concurrency,
      chunks: 1,
      modes: { live: async () => (await httpGet(agent, `${ctx.apiUrl}/api/health/live`)).status === 200 },
    });
    out.push({
      case: `floor: GET /api/health/live c${concurrency}`,
      metric: `p95 ms, round trip (n=${REQUESTS * 4})`,
      value: r.live.p95,
    });
    ctx.log(`floor c${concurrency}: p50 ${r.live.p50.toFixed(1)} p95 ${r.live.p95.toFixed(1)} ms`);
  }

  for (const list of LISTS) {
    const headers = { Authorization: `Bearer ${tokens[list.caller]}` };
    // One checked answer per page (and a warm-up of the API's and PostgreSQL's caches).
    const checked = {};
    for (const page of [1, DEEP_PAGE]) {
      const t0 = performance.now();
      const res = await httpGet(agent, `${ctx.apiUrl}${list.url(page)}`, headers);
      const ms = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(`${list.url(page)} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
      const body = JSON.parse(res.body.toString());
      const data = body.result;
      if (data.content.length !== list.pageSize) {
        throw new Error(
          `${list.url(page)}: ${data.content.length} rows, expected ${list.pageSize} (totalElements ${data.totalElements})`,
        );
      }
      checked[page] = { total: data.totalElements, ms };
    }
    if (checked[1].total !== checked[DEEP_PAGE].total)
      throw new Error(`${list.key}: totalElements differ between pages`);
    ctx.log(
      `${list.key}: totalElements ${checked[1].total.toLocaleString()}, first answers ${checked[1].ms.toFixed(0)} / ${checked[DEEP_PAGE].ms.toFixed(0)} ms`,
    );
    out.push({ case: list.label, metric: 'totalElements', value: checked[1].total });

    const job = (page) => async () => {
      const res = await httpGet(agent, `${ctx.apiUrl}${list.url(page)}`, headers);
      return res.status === 200;
    };
    // A list answering in seconds gets fewer requests (the module stays within minutes): the
    // sample size is in the metric.
    const slow = Math.max(checked[1].ms, checked[DEEP_PAGE].ms) > 1000;
    if (slow) {
      out.push({
        case: `${list.key} c${ctx.concurrency}`,
        metric: 'not measured: answers take seconds at c1',
        target: `< ${TARGET_MS}`,
        ok: false,
      });
    }
    for (const concurrency of slow ? [1] : [1, ctx.concurrency]) {
      const count = slow ? 2 : REQUESTS * Math.max(1, Math.min(concurrency, 4));
      const r = await interleave({
        count,
        concurrency,
        chunks: slow ? 1 : CHUNKS,
        modes: { first: job(1), deep: job(DEEP_PAGE) },
      });
      for (const [mode, page] of [
        ['first', 1],
        [`deep`, DEEP_PAGE],
      ]) {
        const s = r[mode];
        out.push({
          case: `${list.key} page ${page.toLocaleString('en')} c${concurrency}`,
          metric: `p95 ms, round trip (n=${count})`,
          value: s.p95,
          target: `< ${TARGET_MS}`,
          ok: s.p95 < TARGET_MS,
          ...(s.errors ? { error: `${s.errors} failed requests` } : {}),
        });
      }
      ctx.log(
        `${list.key} c${concurrency}: page 1 p50 ${r.first.p50.toFixed(1)} p95 ${r.first.p95.toFixed(1)} ms; page ${DEEP_PAGE} p50 ${r.deep.p50.toFixed(1)} p95 ${r.deep.p95.toFixed(1)} ms`,
      );
    }
  }
  agent.destroy();
  return out;
}
