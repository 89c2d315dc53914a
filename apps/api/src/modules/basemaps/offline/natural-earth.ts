import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Table of the offline base map's countries (EPSG:3857, GiST-indexed). */
export const NE_COUNTRIES_TABLE = 'basemap.ne_countries';

/**
 * Simplified copies of each country for low zooms (tolerances in EPSG:3857 metres, about half
 * a tile unit of 4096 at the zooms that use them): geom_low for z 0–2, geom_mid for z 3–5,
 * the full 1:50m geometry from z 6.
 */
export const LOW_TOLERANCE_M = 4000;
export const MID_TOLERANCE_M = 500;

interface CountryFeature {
  id?: string | number;
  properties: { name?: string } | null;
  geometry: unknown;
}

/** Natural Earth 1:50m countries from the world-atlas package as GeoJSON features (TopoJSON decoded). */
export function naturalEarthCountries(): CountryFeature[] {
  const file = require.resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: CountryFeature[];
  };
  return collection.features.filter((f) => f.geometry);
}

interface Query {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Fills basemap.ne_countries when it is empty (idempotent): one statement reads the features
 * as JSON, repairs them, clips them to the Web Mercator latitude range (Antarctica reaches the
 * pole) and stores them in EPSG:3857 with their simplified copies.
 */
export async function importNaturalEarthCountries(q: Query): Promise<number> {
  const present = (await q.query(`SELECT count(*)::int AS n FROM ${NE_COUNTRIES_TABLE}`)) as Array<{
    n: number;
  }>;
  if (present[0].n > 0) return 0;
  const features = naturalEarthCountries().map((f) => ({
    iso: f.id === undefined || f.id === null ? null : String(f.id),
    name: f.properties?.name ?? '',
    geometry: f.geometry,
  }));
  const rows = (await q.query(
    `WITH src AS (
       SELECT e->>'iso' AS iso, e->>'name' AS name,
              ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(e->'geometry'), 4326)), 3) AS g
         FROM jsonb_array_elements($1::jsonb) e
     ), clipped AS (
       SELECT iso, name,
              ST_Multi(ST_CollectionExtract(ST_Transform(
                ST_Intersection(g, ST_MakeEnvelope(-180, -85.0511287798066, 180, 85.0511287798066, 4326)), 3857), 3)) AS g
         FROM src WHERE NOT ST_IsEmpty(g)
     )
     INSERT INTO ${NE_COUNTRIES_TABLE} (iso, name, geom, geom_mid, geom_low)
     SELECT iso, name, g,
            ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SimplifyPreserveTopology(g, ${MID_TOLERANCE_M})), 3)),
            ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SimplifyPreserveTopology(g, ${LOW_TOLERANCE_M})), 3))
       FROM clipped WHERE NOT ST_IsEmpty(g)
     RETURNING 1`,
    [JSON.stringify(features)],
  )) as unknown[];
  return rows.length;
}
