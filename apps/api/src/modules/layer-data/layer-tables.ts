import { LAYER_GEOMETRY_COLUMN, LAYER_KEY_COLUMN } from '@nuri/domain';
import { quoteIdent } from '../../common/db/sql-identifier';

const LYR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Layer ids made by uploads are UUIDs (lower case). */
export function isUploadLayerId(value: string): boolean {
  return LYR_ID.test(value);
}

/** The lyr columns this store reads of a layer (a Layer entity is one). */
export interface LayerDataRef {
  lyrId: string;
  dataVersion: number;
  tableNm: string | null;
  geomColumn: string | null;
}

/** The schema of per-layer tables (created by the first migration). */
export const LAYERS_SCHEMA = 'layers';
export const GEOM_COLUMN = LAYER_GEOMETRY_COLUMN;
export const FID_COLUMN = LAYER_KEY_COLUMN;

export interface TableRef {
  /** Name inside the layers schema (what lyr.table_nm stores). */
  name: string;
  /** `"layers"."<name>"`, for SQL. */
  qualified: string;
  /** `layers.<name>`, for ogr2ogr -nln. */
  gdalName: string;
}

// Table names are made from the layer id only (never from a request): l_<32 hex> for the layer's
// data, s_<32 hex> for the text staging table of a geocoding import, r_<32 hex> for a re-import's new file.
function tableOf(prefix: 'l' | 's' | 'r', lyrId: string): TableRef {
  if (!isUploadLayerId(lyrId)) throw new Error(`not a layer id: ${lyrId}`);
  const name = `${prefix}_${lyrId.replace(/-/g, '')}`;
  return {
    name,
    qualified: `${quoteIdent(LAYERS_SCHEMA)}.${quoteIdent(name)}`,
    gdalName: `${LAYERS_SCHEMA}.${name}`,
  };
}

export function layerTableOf(lyrId: string): TableRef {
  return tableOf('l', lyrId);
}

export function stagingTableOf(lyrId: string): TableRef {
  return tableOf('s', lyrId);
}

/** The table a re-import loads its new file into before applying it to the layer's table. */
export function reimportTableOf(lyrId: string): TableRef {
  return tableOf('r', lyrId);
}

/** A table of the layers schema by the name the catalog gave (checked by the caller to exist). */
export function catalogTableRef(name: string): TableRef {
  return {
    name,
    qualified: `${quoteIdent(LAYERS_SCHEMA)}.${quoteIdent(name)}`,
    gdalName: `${LAYERS_SCHEMA}.${name}`,
  };
}
