// What the API decided about an upload, handed to the worker as the import job's data.
// Plain JSON: paths are file names inside the job's work folder (imports/<lyrId>).

/** A vector source converted straight into the layer's table (shapefile, DXF). */
export interface VectorPlan {
  kind: 'vector';
  driver: 'ESRI Shapefile' | 'DXF';
  source: string;
  layerName: string;
  srid: number;
  /** Attribute encoding given to GDAL (shapefile ENCODING / DXF_ENCODING), or null for the file's own. */
  encoding: string | null;
  /** Target geometry type for ogr2ogr -nlt, or null to keep the source's. */
  geometryType: 'MULTIPOINT' | 'MULTILINESTRING' | 'MULTIPOLYGON' | 'PROMOTE_TO_MULTI' | null;
  /** OGR SQL attribute filter choosing one geometry class (DXF), or null. */
  where: string | null;
  expectedCount: number | null;
  /** Entities left out (DXF: other geometry classes), for the import report. */
  leftOut: Record<string, number>;
}

/** Where a table's rows are read from (CSV, TXT, XLSX, XLS), for coordinate and address tables alike. */
export interface TableSource {
  driver: 'CSV' | 'XLSX' | 'XLS';
  source: string;
  /** Sheet of a workbook; null for CSV/TXT. */
  layerName: string | null;
  /** Source text encoding of CSV/TXT: the worker converts anything else to UTF-8 first. */
  encoding: 'UTF-8' | 'CP949';
  /** CSV/TXT field separator (a tab-separated source is stored as .tsv, which GDAL reads so). */
  separator: 'COMMA' | 'TAB' | 'SEMICOLON' | null;
  /** Row estimate for progress. */
  expectedCount: number | null;
  /** CSV/TXT rows are numbered by line (header = line 1); sheets by their row number. */
  rowNumbering: 'line' | 'sheetRow';
}

/** A table with coordinate columns (CSV, TXT, XLSX, XLS): loaded as text, geometry built in SQL. */
export interface GeocodingPlan extends TableSource {
  kind: 'geocoding';
  /** Position of the coordinate columns among the source's columns (0-based) and their header text. */
  xIndex: number;
  yIndex: number;
  xColumn: string;
  yColumn: string;
  sourceSrid: number;
  targetSrid: number;
  /** Longitude/latitude ranges apply (a geographic source coordinate system). */
  geographic: boolean;
  /**
   * GDAL builds the points while reading (CSV whose coordinate column names it can be given);
   * otherwise SQL builds them from a text staging table.
   */
  pointsByGdal: boolean;
}

/** What becomes of rows whose address finds no place: kept without a geometry, or skipped (reported either way). */
export type UnmatchedRows = 'keep' | 'skip';

/**
 * A table with an address column instead of coordinates (the geocoding upload type, issue 23):
 * loaded as text, each row's address geocoded in the worker (batches against the gazetteer), the
 * points built in SQL, and every row's outcome kept as the import report (lyr_geocode_row).
 */
export interface AddressPlan extends TableSource {
  kind: 'address';
  /** Position of the address column among the source's columns (0-based) and its header text. */
  addressIndex: number;
  addressColumn: string;
  unmatchedRows: UnmatchedRows;
  targetSrid: number;
}

/** A raster converted to a Cloud-Optimized GeoTIFF. */
export interface RasterPlan {
  kind: 'raster';
  /** GDAL input driver (-if), so a file is never opened as anything else. */
  driver: 'GTiff' | 'PNG' | 'JPEG';
  source: string;
  srid: number;
  /** Georeferencing: the file's own (GeoTIFF, or an image beside its world file) or an extent given. */
  placement: 'file' | 'extent';
  /** [minX, minY, maxX, maxY] in srid when placement is 'extent'. */
  extent: [number, number, number, number] | null;
  /** Rotated or sheared grids are warped north-up instead of copied. */
  warp: boolean;
}

export type ImportPlan = VectorPlan | GeocodingPlan | AddressPlan | RasterPlan;

export type FileUploadType = 'shp' | 'geocoding' | 'dxf' | 'geotiff' | 'image';

export interface ImportJobData {
  lyrId: string;
  /** Owner and institution, kept on the job: GET /jobs/{jobId} checks them even after a failed import removed the layer. */
  registerId: string;
  insttCode: string;
  uploadType: FileUploadType;
  /** The work folder, relative to the storage folder. */
  workDir: string;
  plan: ImportPlan;
  /** A re-import of a ready layer (its data updated from a new file as one new version), not a new layer. */
  reimport?: ReimportSpec;
  /** Set when the uploader (or an admin) cancelled the import: who did, and when (ISO). */
  cancelled?: { by: string; at: string };
}

/**
 * What the worker is doing: converting the source (GDAL), loading rows into PostGIS (ogr2ogr,
 * COPY), geocoding the rows' addresses (address tables), or indexing (geometry checks, extent, thumbnail) before the layer is marked ready.
 */
export type ImportWorkStage = 'converting' | 'loading' | 'geocoding' | 'indexing';

/** The progress an import job keeps (older jobs kept a bare percent). */
export interface JobProgress {
  percent: number;
  stage: ImportWorkStage;
}

/** How a re-import applies the new file: every feature replaced, or upserted by a key column. */
export interface ReimportSpec {
  mode: 'replace' | 'upsert';
  /** upsert: the layer's column matching rows of the file to features (unique in the file). */
  keyColumn: string | null;
  userId: string;
  userNm: string;
  fileName: string;
}

/** What a re-import did (the job's result, and the REIMPORT version's change_detail). */
export interface ReimportSummary {
  mode: 'replace' | 'upsert';
  keyColumn: string | null;
  fileName: string;
  versionNo: number;
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
  featureCnt: number;
  /** Columns of the layer the file lacks (replace: left empty; upsert: left as they were). */
  missingColumns: string[];
  /** Columns of the file the layer lacks (not taken). */
  ignoredColumns: string[];
}

export interface ThumbnailJobData {
  lyrId: string;
}
