import * as fs from 'node:fs';
import * as path from 'node:path';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { ELECTION_DEMO, LAND_DEMO, LUCKY_DEMO, seededRandom } from '../lab-data/lab-demo';

/** The committed district boundaries (lab-data), from the sources or the compiled output. */
function districtFile(): string {
  const candidates = [
    path.resolve(__dirname, '../lab-data/seoul-districts.geojson'),
    path.resolve(__dirname, '../../../src/database/lab-data/seoul-districts.geojson'),
  ];
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) throw new Error('lab migration: src/database/lab-data/seoul-districts.geojson is missing');
  return found;
}

interface DistrictFeature {
  properties: { gu_nm: string; gu_code: number; pop: number };
  geometry: unknown;
}

/**
 * Service lab data (issue 10): the lucky map's places, the land bundle's demo parcels and saved
 * bundles, the election map's districts (Seoul's 25 gu, converted once with ogr2ogr to
 * EPSG:4326 and committed), elections, candidates and per-district results. The demo rows are
 * generated deterministically (a seeded generator), so every database holds the same data.
 */
export class Lab1732150000015 implements MigrationInterface {
  name = 'Lab1732150000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lab_lucky_place (
        lucky_place_id  serial PRIMARY KEY,
        place_nm        varchar(100) NOT NULL,
        ctgry_code      varchar(20) NOT NULL CHECK (ctgry_code IN ('LOTTO', 'PENSION', 'SCRATCH')),
        sido_nm         varchar(40) NOT NULL,
        signgu_nm       varchar(40) NOT NULL,
        addr            varchar(200) NOT NULL,
        win_cnt         integer NOT NULL CHECK (win_cnt >= 0),
        first_win_cnt   integer NOT NULL CHECK (first_win_cnt >= 0),
        geom            geometry(Point, 4326) NOT NULL
      )`);
    await q.query(`CREATE INDEX lab_lucky_place_geom_idx ON lab_lucky_place USING gist (geom)`);
    await q.query(`CREATE INDEX lab_lucky_place_sido_idx ON lab_lucky_place (sido_nm, ctgry_code)`);

    await q.query(`
      CREATE TABLE lab_parcel (
        pnu             varchar(19) PRIMARY KEY,
        jibun_addr      varchar(200) NOT NULL,
        ld_nm           varchar(40) NOT NULL,
        lndcgr_nm       varchar(20) NOT NULL,
        prpos_area_nm   varchar(40) NOT NULL,
        pblntf_pclnd    integer NOT NULL,
        lndpcl_ar       numeric(12, 2) NOT NULL,
        geom            geometry(Polygon, 4326) NOT NULL
      )`);
    await q.query(`CREATE INDEX lab_parcel_geom_idx ON lab_parcel USING gist (geom)`);
    await q.query(`CREATE INDEX lab_parcel_addr_idx ON lab_parcel (jibun_addr varchar_pattern_ops)`);
    await q.query(`
      CREATE TABLE lab_land_bundle (
        bundle_id       serial PRIMARY KEY,
        bundle_nm       varchar(100) NOT NULL,
        instt_code      varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        register_id     varchar(30) NOT NULL,
        regist_dt       timestamptz NOT NULL,
        updt_dt         timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX lab_land_bundle_owner_idx ON lab_land_bundle (register_id, regist_dt DESC)`);
    await q.query(`
      CREATE TABLE lab_land_bundle_parcel (
        bundle_id       integer NOT NULL REFERENCES lab_land_bundle (bundle_id) ON DELETE CASCADE,
        pnu             varchar(19) NOT NULL REFERENCES lab_parcel (pnu),
        sort_ordr       integer NOT NULL,
        PRIMARY KEY (bundle_id, pnu)
      )`);

    await q.query(`
      CREATE TABLE lab_district (
        signgu_code     varchar(5) PRIMARY KEY,
        signgu_nm       varchar(40) NOT NULL,
        pop             integer NOT NULL,
        geom            geometry(MultiPolygon, 4326) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE lab_election (
        sg_id           serial PRIMARY KEY,
        sg_nm           varchar(100) NOT NULL,
        vote_de         date NOT NULL,
        othbc_at        char(1) NOT NULL DEFAULT 'N' CHECK (othbc_at IN ('Y', 'N')),
        register_id     varchar(30) NOT NULL,
        regist_dt       timestamptz NOT NULL,
        updt_dt         timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE lab_election_cndddt (
        cndddt_id       serial PRIMARY KEY,
        sg_id           integer NOT NULL REFERENCES lab_election (sg_id) ON DELETE CASCADE,
        giho            integer NOT NULL CHECK (giho BETWEEN 1 AND 99),
        cndddt_nm       varchar(40) NOT NULL,
        party_nm        varchar(40) NOT NULL,
        color           varchar(7) NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
        UNIQUE (sg_id, giho)
      )`);
    await q.query(`
      CREATE TABLE lab_election_result (
        sg_id           integer NOT NULL REFERENCES lab_election (sg_id) ON DELETE CASCADE,
        signgu_code     varchar(5) NOT NULL REFERENCES lab_district (signgu_code),
        elector_cnt     integer NOT NULL CHECK (elector_cnt >= 0),
        vote_cnt        integer NOT NULL CHECK (vote_cnt >= 0),
        PRIMARY KEY (sg_id, signgu_code)
      )`);
    await q.query(`
      CREATE TABLE lab_election_vote (
        sg_id           integer NOT NULL,
        signgu_code     varchar(5) NOT NULL,
        cndddt_id       integer NOT NULL REFERENCES lab_election_cndddt (cndddt_id) ON DELETE CASCADE,
        vote_cnt        integer NOT NULL CHECK (vote_cnt >= 0),
        PRIMARY KEY (sg_id, signgu_code, cndddt_id),
        FOREIGN KEY (sg_id, signgu_code) REFERENCES lab_election_result (sg_id, signgu_code) ON DELETE CASCADE
      )`);

    await seedLucky(q);
    await seedParcels(q);
    await seedDistricts(q);
    await seedElections(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'lab_election_vote',
      'lab_election_result',
      'lab_election_cndddt',
      'lab_election',
      'lab_district',
      'lab_land_bundle_parcel',
      'lab_land_bundle',
      'lab_parcel',
      'lab_lucky_place',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}

async function seedLucky(q: QueryRunner): Promise<void> {
  const rnd = seededRandom(20260611);
  const rows: unknown[][] = [];
  for (const region of LUCKY_DEMO.regions) {
    for (let i = 0; i < region.count; i++) {
      const signgu = region.signgu[Math.floor(rnd() * region.signgu.length)];
      const ctgry = LUCKY_DEMO.categories[Math.floor(rnd() * LUCKY_DEMO.categories.length)];
      const name = `${LUCKY_DEMO.shopWords[Math.floor(rnd() * LUCKY_DEMO.shopWords.length)]} ${LUCKY_DEMO.shopKinds[ctgry]} ${signgu} ${i + 1}호점`;
      const lon = region.lon + (rnd() - 0.5) * region.spread;
      const lat = region.lat + (rnd() - 0.5) * region.spread * 0.8;
      const firstWin = Math.floor(rnd() ** 3 * 12);
      const win = firstWin + Math.floor(rnd() * 40) + 1;
      const addr = `${region.sido} ${signgu} ${LUCKY_DEMO.streets[Math.floor(rnd() * LUCKY_DEMO.streets.length)]} ${1 + Math.floor(rnd() * 300)}`;
      rows.push([name, ctgry, region.sido, signgu, addr, win, firstWin, lon.toFixed(6), lat.toFixed(6)]);
    }
  }
  for (const chunk of chunks(rows, 100)) {
    const values = chunk
      .map((_, i) => {
        const b = i * 9;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, ST_SetSRID(ST_MakePoint($${b + 8}, $${b + 9}), 4326))`;
      })
      .join(', ');
    await q.query(
      `INSERT INTO lab_lucky_place (place_nm, ctgry_code, sido_nm, signgu_nm, addr, win_cnt, first_win_cnt, geom) VALUES ${values}`,
      chunk.flat(),
    );
  }
}

async function seedParcels(q: QueryRunner): Promise<void> {
  const rnd = seededRandom(20240710);
  const { cellLon, cellLat, columns, rows: gridRows } = LAND_DEMO;
  const rows: unknown[][] = [];
  LAND_DEMO.dongs.forEach((dong) => {
    for (let r = 0; r < gridRows; r++) {
      for (let c = 0; c < columns; c++) {
        const main = r * columns + c + 1;
        // Every fifth lot is split: a main lot and its "-1" part side by side.
        const parts = main % 5 === 0 ? 2 : 1;
        for (let p = 0; p < parts; p++) {
          const west = dong.lon + c * cellLon + (p * cellLon) / parts;
          const east = west + cellLon / parts - 0.00002;
          const south = dong.lat + r * cellLat;
          const north = south + cellLat - 0.00002;
          const pnu = `${dong.ldCode}1${String(main).padStart(4, '0')}${String(p).padStart(4, '0')}`;
          const jibun = p === 0 ? `${main}` : `${main}-${p}`;
          const lndcgr = LAND_DEMO.lndcgr[Math.floor(rnd() * LAND_DEMO.lndcgr.length)];
          const prpos = LAND_DEMO.prposArea[Math.floor(rnd() * LAND_DEMO.prposArea.length)];
          const price = Math.round((dong.basePrice * (0.7 + rnd() * 0.6)) / 1000) * 1000;
          const wkt = `POLYGON((${west} ${south}, ${east} ${south}, ${east} ${north}, ${west} ${north}, ${west} ${south}))`;
          rows.push([pnu, `${LAND_DEMO.signgu} ${dong.nm} ${jibun}`, dong.nm, lndcgr, prpos, price, wkt]);
        }
      }
    }
  });
  for (const chunk of chunks(rows, 100)) {
    const values = chunk
      .map((_, i) => {
        const b = i * 7;
        const geom = `ST_GeomFromText($${b + 7}, 4326)`;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, round(ST_Area(${geom}::geography)::numeric, 2), ${geom})`;
      })
      .join(', ');
    await q.query(
      `INSERT INTO lab_parcel (pnu, jibun_addr, ld_nm, lndcgr_nm, prpos_area_nm, pblntf_pclnd, lndpcl_ar, geom) VALUES ${values}`,
      chunk.flat(),
    );
  }
}

async function seedDistricts(q: QueryRunner): Promise<void> {
  const collection = JSON.parse(fs.readFileSync(districtFile(), 'utf8')) as { features: DistrictFeature[] };
  for (const f of collection.features) {
    await q.query(
      `INSERT INTO lab_district (signgu_code, signgu_nm, pop, geom)
       VALUES ($1, $2, $3, ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON($4), 4326)))`,
      [String(f.properties.gu_code), f.properties.gu_nm, f.properties.pop, JSON.stringify(f.geometry)],
    );
  }
}

async function seedElections(q: QueryRunner): Promise<void> {
  const districts = (await q.query(`SELECT signgu_code AS code, pop FROM lab_district ORDER BY signgu_code`)) as {
    code: string;
    pop: number;
  }[];
  for (const [e, election] of ELECTION_DEMO.entries()) {
    const rnd = seededRandom(1000 + e);
    const [{ sgId }] = (await q.query(
      `INSERT INTO lab_election (sg_nm, vote_de, othbc_at, register_id, regist_dt, updt_dt)
       VALUES ($1, $2, 'Y', 'system', $3, $3) RETURNING sg_id AS "sgId"`,
      [election.sgNm, election.voteDe, `${election.voteDe}T21:00:00+09:00`],
    )) as { sgId: number }[];
    const ids: number[] = [];
    for (const [i, c] of election.candidates.entries()) {
      const [{ id }] = (await q.query(
        `INSERT INTO lab_election_cndddt (sg_id, giho, cndddt_nm, party_nm, color) VALUES ($1, $2, $3, $4, $5) RETURNING cndddt_id AS id`,
        [sgId, i + 1, c.cndddtNm, c.partyNm, c.color],
      )) as { id: number }[];
      ids.push(id);
    }
    for (const d of districts) {
      const electors = Math.round(d.pop * (0.8 + rnd() * 0.05));
      const votes = Math.round(electors * (election.turnout + (rnd() - 0.5) * 0.12));
      // Each candidate's share: a base strength plus the district's swing, normalised.
      const weights = election.candidates.map((c) => c.strength * (0.6 + rnd() * 0.8));
      const sum = weights.reduce((a, b) => a + b, 0);
      const counts = weights.map((w) => Math.floor((votes * w) / sum));
      await q.query(
        `INSERT INTO lab_election_result (sg_id, signgu_code, elector_cnt, vote_cnt) VALUES ($1, $2, $3, $4)`,
        [sgId, d.code, electors, votes],
      );
      for (const [i, id] of ids.entries()) {
        await q.query(
          `INSERT INTO lab_election_vote (sg_id, signgu_code, cndddt_id, vote_cnt) VALUES ($1, $2, $3, $4)`,
          [sgId, d.code, id, counts[i]],
        );
      }
    }
  }
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
