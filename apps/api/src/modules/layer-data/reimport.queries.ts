import type { LayerColumn, LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// Re-import of a vector layer from a new file (docs/architecture.md "Feature history"): the file is
// loaded into its own table (layers.r_<id>), then applied to the layer's table set-based in one
// transaction, every feature change recorded in lyr_feature_change under one REIMPORT version.
// Identifiers come from the catalog (LayerTable of both tables); cast types from CAST_TYPES only.
// Parameters of every recording statement: $1 layer id, $2 version, $3 user, $4 time.

/** PostgreSQL types a file value is cast to (through text), by the target column's udt name. */
const CAST_TYPES: Readonly<Record<string, string>> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  numeric: 'numeric',
  bool: 'boolean',
  text: 'text',
  varchar: 'text',
  bpchar: 'text',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
};

/** A target column and the file column feeding it. */
export interface ColumnPair {
  target: LayerColumn;
  source: LayerColumn;
}

/** Attribute columns both tables have (same name, any case) whose type a file value can be cast to. */
export function commonColumns(target: LayerTable, source: LayerTable): ColumnPair[] {
  const pairs: ColumnPair[] = [];
  for (const c of target.attributes) {
    if (!CAST_TYPES[c.udtName]) continue;
    const s = source.attributes.find((a) => a.name === c.name) ?? source.attributes.find((a) => a.name.toLowerCase() === c.name.toLowerCase());
    if (s) pairs.push({ target: c, source: s });
  }
  return pairs;
}

const ident = (c: LayerColumn) => quoteIdent(c.name);
const geomName = (t: LayerTable) => `'${t.geometry.name.replace(/'/g, "''")}'`;
const RECORD = `INSERT INTO lyr_feature_change (lyr_id, version_no, fid, change_op, before_attrs, before_geom, after_attrs, after_geom, changed_by, changed_dt)`;

function valueOf(p: ColumnPair): string {
  return `s.${ident(p.source)}::text::${CAST_TYPES[p.target.udtName]}`;
}

/** The file's geometry in the layer's coordinate system and kind (multi or single). */
function geometryOf(t: LayerTable, srid: number): string {
  const g = `ST_Transform(s.${'"__g"'}, ${Math.trunc(srid)})`;
  const type = (t.geometry.geometryType ?? 'GEOMETRY').toUpperCase();
  if (type.startsWith('MULTI')) return `ST_Multi(${g})`;
  if (type === 'GEOMETRY' || type === 'GEOMETRYCOLLECTION') return g;
  return `(CASE WHEN ST_NumGeometries(${g}) = 1 THEN ST_GeometryN(${g}, 1) ELSE ${g} END)`;
}

/** The file's rows with its geometry as "__g" (so the target's names never clash). */
function sourceRows(source: LayerTable): string {
  return `(SELECT r.*, r.${ident(source.geometry)} AS "__g" FROM ${source.qualified} r)`;
}

/** $1: a key value of the file that is empty or repeated, or no row. */
export function duplicateKeySql(source: LayerTable, key: LayerColumn): string {
  return `SELECT COALESCE(${ident(key)}::text, '') AS "value" FROM ${source.qualified}
    GROUP BY ${ident(key)} HAVING count(*) > 1 OR ${ident(key)} IS NULL OR ${ident(key)}::text = '' LIMIT 1`;
}

/** Replace, step 1: every feature of the layer recorded as deleted; the count. */
export function replaceRecordDeletesSql(t: LayerTable): string {
  return `WITH ins AS (${RECORD}
    SELECT $1::varchar, $2::int, f.${ident(t.key)}::text, 'D', to_jsonb(f) - ${geomName(t)}, f.${ident(t.geometry)}, NULL, NULL, $3::varchar, $4::timestamptz
      FROM ${t.qualified} f RETURNING 1) SELECT count(*)::int AS "n" FROM ins`;
}

/** Replace, step 2. */
export function deleteAllSql(t: LayerTable): string {
  return `DELETE FROM ${t.qualified}`;
}

/**
 * Every file row (upsert: those whose key the layer lacks) inserted and recorded as added; the
 * count. Key values of the layer's key column come from its sequence.
 */
export function insertRowsSql(t: LayerTable, source: LayerTable, pairs: ColumnPair[], srid: number, key: ColumnPair | null): string {
  const names = [...pairs.map((p) => ident(p.target)), ident(t.geometry)].join(', ');
  const values = [...pairs.map(valueOf), geometryOf(t, srid)].join(', ');
  const missing = key ? `WHERE NOT EXISTS (SELECT 1 FROM ${t.qualified} f WHERE f.${ident(key.target)}::text = s.${ident(key.source)}::text)` : '';
  return `WITH ins AS (INSERT INTO ${t.qualified} (${names})
      SELECT ${values} FROM ${sourceRows(source)} s ${missing} ORDER BY s.${ident(source.key)} RETURNING *),
    rec AS (${RECORD}
      SELECT $1::varchar, $2::int, ins.${ident(t.key)}::text, 'I', NULL, NULL, to_jsonb(ins) - ${geomName(t)}, ins.${ident(t.geometry)}, $3::varchar, $4::timestamptz
        FROM ins RETURNING 1)
    SELECT count(*)::int AS "n" FROM rec`;
}

/** Upsert, step 1: the layer's rows whose key the file has, as they are now. */
export function upsertBeforeSql(t: LayerTable, source: LayerTable, key: ColumnPair): string {
  return `CREATE TEMP TABLE nuri_reimport_before ON COMMIT DROP AS
    SELECT f.${ident(t.key)} AS k, to_jsonb(f) - ${geomName(t)} AS attrs, f.${ident(t.geometry)} AS geom
      FROM ${t.qualified} f WHERE EXISTS (SELECT 1 FROM ${source.qualified} s WHERE s.${ident(key.source)}::text = f.${ident(key.target)}::text)`;
}

/** Upsert, step 2: those rows take the file's values of the common columns and its geometry. */
export function upsertUpdateSql(t: LayerTable, source: LayerTable, pairs: ColumnPair[], srid: number, key: ColumnPair): string {
  const sets = [...pairs.filter((p) => p !== key).map((p) => `${ident(p.target)} = ${valueOf(p)}`), `${ident(t.geometry)} = ${geometryOf(t, srid)}`].join(', ');
  return `UPDATE ${t.qualified} f SET ${sets} FROM ${sourceRows(source)} s WHERE f.${ident(key.target)}::text = s.${ident(key.source)}::text`;
}

/** Upsert, step 3: the rows that really changed recorded; the count. */
export function upsertRecordSql(t: LayerTable): string {
  return `WITH rec AS (${RECORD}
    SELECT $1::varchar, $2::int, b.k::text, 'U', b.attrs, b.geom, to_jsonb(f) - ${geomName(t)}, f.${ident(t.geometry)}, $3::varchar, $4::timestamptz
      FROM nuri_reimport_before b JOIN ${t.qualified} f ON f.${ident(t.key)} = b.k
     WHERE b.attrs IS DISTINCT FROM (to_jsonb(f) - ${geomName(t)}) OR NOT ST_OrderingEquals(b.geom, f.${ident(t.geometry)})
    RETURNING 1)
    SELECT count(*)::int AS "n", (SELECT count(*)::int FROM nuri_reimport_before) AS "matched" FROM rec`;
}
