// Catalog SQL over the `layers` schema (parameterised). Table and column names used anywhere in
// the layers feature come from these answers, never from the request.
import { quoteIdent } from '../../common/db/sql-identifier';

/** The schema holding one table per vector layer. */
export const LAYER_SCHEMA = 'layers';

/** $1 table name: the catalog's own spelling of it, when such a table exists in the layers schema. */
export const LAYER_TABLE_SQL = `SELECT c.relname AS "table"
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = '${LAYER_SCHEMA}' AND c.relname = $1 AND c.relkind IN ('r', 'p')`;

export interface CatalogColumnRow {
  name: string;
  type: string;
  udtName: string;
  nullable: boolean;
  isKey: boolean;
  geometryType: string | null;
  srid: number | null;
}

/** $1 table name: its columns in table order, the single-column primary key and geometry typmods flagged. */
export const LAYER_COLUMNS_SQL = `SELECT a.attname AS "name", format_type(a.atttypid, a.atttypmod) AS "type", t.typname AS "udtName",
    NOT a.attnotnull AS "nullable",
    EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary AND i.indnatts = 1 AND i.indkey[0] = a.attnum) AS "isKey",
    CASE WHEN t.typname = 'geometry' THEN postgis_typmod_type(a.atttypmod) END AS "geometryType",
    CASE WHEN t.typname = 'geometry' THEN postgis_typmod_srid(a.atttypmod) END AS "srid"
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_type t ON t.oid = a.atttypid
  WHERE n.nspname = '${LAYER_SCHEMA}' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attnum`;

/** `"layers"."<table>"` for a table name read from the catalog. */
export function qualifiedTable(table: string): string {
  return `${quoteIdent(LAYER_SCHEMA)}.${quoteIdent(table)}`;
}

/** Drops a layer's table; the name is the catalog's (see LayerTables.tableName). */
export function dropLayerTableSql(catalogTable: string): string {
  return `DROP TABLE IF EXISTS ${qualifiedTable(catalogTable)}`;
}
