import { numericToAlpha2 } from 'i18n-iso-countries';
import { importKoreaLand, KOREA_REGION } from './korea-land';
import { importKoreaPlaces } from './korea-places';
import { NE_COUNTRIES_TABLE } from './natural-earth';

interface Query {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** The Korean name of a country by its ISO 3166-1 numeric code (CLDR names through Intl), or null. */
export function koreanCountryName(iso: string | null): string | null {
  const alpha2 = iso && /^\d{3}$/.test(iso) ? numericToAlpha2(iso) : undefined;
  if (!alpha2) return null;
  try {
    const name = new Intl.DisplayNames('ko', { type: 'region', fallback: 'none' }).of(alpha2);
    return name ?? null;
  } catch {
    return null;
  }
}

/**
 * Completes the Natural Earth countries (idempotent): Korean names, one label point per country
 * (on its largest part) and the geometry outside the high-resolution region.
 */
export async function completeNaturalEarthCountries(q: Query): Promise<void> {
  const { west, south, east, north } = KOREA_REGION;
  await q.query(`
    UPDATE ${NE_COUNTRIES_TABLE} c SET
      geom_out = ST_Multi(ST_CollectionExtract(ST_Difference(c.geom,
                   ST_Transform(ST_MakeEnvelope(${west}, ${south}, ${east}, ${north}, 4326), 3857)), 3)),
      label_pt = (SELECT ST_PointOnSurface(d.geom) FROM ST_Dump(c.geom_mid) d ORDER BY ST_Area(d.geom) DESC LIMIT 1)
    WHERE c.geom_out IS NULL`);
  const rows = (await q.query(`SELECT gid, iso, name FROM ${NE_COUNTRIES_TABLE} WHERE name_ko IS NULL`)) as Array<{
    gid: number;
    iso: string | null;
    name: string;
  }>;
  const names = rows.map((r) => ({ gid: r.gid, ko: koreanCountryName(r.iso) ?? r.name }));
  if (names.length)
    await q.query(
      `UPDATE ${NE_COUNTRIES_TABLE} c SET name_ko = e->>'ko' FROM jsonb_array_elements($1::jsonb) e WHERE c.gid = (e->>'gid')::int`,
      [JSON.stringify(names)],
    );
}

/** Everything the offline base map needs beyond the Natural Earth countries (idempotent). */
export async function importKoreaBaseMap(q: Query): Promise<void> {
  await completeNaturalEarthCountries(q);
  await importKoreaLand(q);
  await importKoreaPlaces(q);
}
