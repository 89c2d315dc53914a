import { quoteIdent } from '../../common/db/sql-identifier';
import { isUploadLayerId } from './import-storage';

/** The schema of per-layer tables (created by the first migration). */
export const LAYERS_SCHEMA = 'layers';
export const GEOM_COLUMN = 'geom';
export const FID_COLUMN = 'gid';

export interface TableRef {
  /** Name inside the layers schema (what lyr.table_nm stores). */
  name: string;
  /** `"layers"."<name>"`, for SQL. */
  qualified: string;
  /** `layers.<name>`, for ogr2ogr -nln. */
  gdalName: string;
}

// Table names are made from the layer id only (never from a request): l_<32 hex> for the layer's
// data, s_<32 hex> for the text staging table of a geocoding import.
function tableOf(prefix: 'l' | 's', lyrId: string): TableRef {
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

/** A table of the layers schema by the name the catalog gave (checked by the caller to exist). */
export function catalogTableRef(name: string): TableRef {
  return {
    name,
    qualified: `${quoteIdent(LAYERS_SCHEMA)}.${quoteIdent(name)}`,
    gdalName: `${LAYERS_SCHEMA}.${name}`,
  };
}
