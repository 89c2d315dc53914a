// The lists bench's dataset (bench/lists.bench.mjs): gallery requests, layers and one member's
// contents at ROWS rows each, built once in one transaction and reused by later runs.

/** Rows of each list (gallery requests, searchable layers, contents of one user). */
export const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
/** Every bench row's ids and codes start with this prefix (the rebuild deletes by it). */
const P = 'blst';
const INSTITUTIONS = 5;
const USERS_PER_INSTT = 40;
/** The owner of the "my contents" list and the caller of the layer search and gallery. */
export const ME = `${P}-me`;
export const VIEWER = `${P}-viewer`;
// v2 (issue 25): built by this builder, so the next run rebuilds once and reports its build time.
const DATASET_TAG = `bench lists rows=${ROWS} v2`;

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
  'lyr_audience',
  'lyr_audience_cnt',
];

/** The big tables whose secondary indexes are dropped during the load and rebuilt after it. */
const LOADED_TABLES = ['user_map', 'webapp_tmplat', 'lyr', 'pblonsip', 'map_gale_reqst', 'lyr_audience'];

/**
 * The secondary indexes of the loaded tables (not those behind a primary key or unique
 * constraint, which foreign keys and ON CONFLICT need): their names and definitions.
 */
async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexname AS name, i.indexdef AS def
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY ($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))`,
    [LOADED_TABLES],
  );
  return rows;
}

/**
 * The foreign keys of the loaded tables: their names and definitions. Dropped during the load
 * and added back after it, when PostgreSQL checks each over the whole table in one join instead
 * of one lookup per inserted row (about a fifth of the load's time).
 */
async function foreignKeys(client) {
  const { rows } = await client.query(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid = ANY (SELECT to_regclass(t) FROM unnest($1::text[]) t)`,
    [LOADED_TABLES],
  );
  return rows;
}

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
export async function ensureDataset(ctx) {
  if (await datasetPresent(ctx.pg)) {
    // A migration may have rewritten rows since (index-only scans need the visibility map): cheap
    // when nothing changed.
    for (const table of DATASET_TABLES) await ctx.pg.query(`VACUUM ${table}`);
    return 0;
  }
  ctx.log(`creating the lists dataset: ${ROWS.toLocaleString()} rows per list (once)`);
  const client = await ctx.pg.connect();
  const step = async (label, sql, params = []) => {
    const t0 = Date.now();
    const res = await client.query(sql, params);
    ctx.log(`  ${label}: ${res.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    // A former dataset (another size or version): out with it in its own transaction (requests and
    // toc rows go by cascade), then VACUUM, so the build loads into tables without its dead rows.
    // Not part of the build time (logged apart).
    const removing = Date.now();
    await client.query('BEGIN');
    await step('old shares', `DELETE FROM pblonsip WHERE owner_id LIKE '${P}-%'`);
    await step('old requests', `DELETE FROM map_gale_reqst WHERE register_id LIKE '${P}-%'`);
    await step('old maps', `DELETE FROM user_map WHERE register_id LIKE '${P}-%'`);
    await step('old apps', `DELETE FROM webapp_tmplat WHERE register_id LIKE '${P}-%'`);
    await step('old layers', `DELETE FROM lyr WHERE register_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM user_group_member WHERE user_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM user_group WHERE owner_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM users WHERE user_id LIKE '${P}-%'`);
    await client.query(`DELETE FROM instt WHERE instt_code LIKE '${P}-%'`);
    await client.query('COMMIT');
    for (const table of DATASET_TABLES) await client.query(`VACUUM ${table}`);
    ctx.log(`  former dataset removed: ${((Date.now() - removing) / 1000).toFixed(1)} s (not counted)`);
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    throw e;
  }
  const started = Date.now();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL synchronous_commit = off`);
    // Loading into tables without their secondary indexes, then building each index once (sorted,
    // in bulk) is several times faster than maintaining a dozen indexes row by row. Dropped and
    // recreated in this transaction: a failed build leaves them as they were.
    const indexes = await secondaryIndexes(client);
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    await client.query(`SET LOCAL work_mem = '64MB'`);
    for (const ix of indexes) await client.query(`DROP INDEX ${ix.name.replace(/[^a-z0-9_]/g, '')}`);
    const keys = await foreignKeys(client);
    for (const fk of keys) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);

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
    // Layer shares first (no foreign key to lyr), so the layers' audience rows (migration 140) are
    // computed once, when the layers are inserted. 30 % everyone, 10 % the owner's institution, 1 in 500 a group of the viewer, 1 in 1000 the viewer by name.
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
      'my layer shares',
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       SELECT 'LYR', ${uuidOf('mylyr', 'g')}, 1, CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END, CASE WHEN g % 3 = 0 THEN NULL ELSE '${P}-i1' END, $2, $2
         FROM generate_series(1, $1::int) g WHERE g % 5 > 2 AND g % 7 = 0`,
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
    for (const ix of indexes) {
      const t0 = Date.now();
      await client.query(ix.def);
      ctx.log(`  index ${ix.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    // Added back (and so checked over every row) after the load.
    const t0 = Date.now();
    for (const fk of keys) await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.def}`);
    ctx.log(`  ${keys.length} foreign keys added back and checked: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
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

