/** A base map row as the lists and the picker cache hold it (no thumbnail bytes). */
export interface BaseMapRow {
  bcrnMapId: string;
  bcrnMapNm: string;
  bcrnMapClCode: string;
  lyrStleCode: string;
  mapUrl: string;
  mapUrlparamtr: Record<string, unknown> | null;
  bcrnMapUseAt: 'Y' | 'N';
  imageAt: 'Y' | 'N';
  thumbnailTy: string | null;
  registerId: string | null;
  registDt: string;
  updtDt: string;
}

export const BASE_MAP_COLUMNS = `
  b.bcrn_map_id AS "bcrnMapId", b.bcrn_map_nm AS "bcrnMapNm", b.bcrn_map_cl_code AS "bcrnMapClCode",
  b.lyr_stle_code AS "lyrStleCode", b.map_url AS "mapUrl", b.map_url_paramtr AS "mapUrlparamtr",
  b.bcrn_map_use_at AS "bcrnMapUseAt", b.image_at AS "imageAt", b.thumbnail_ty AS "thumbnailTy",
  b.register_id AS "registerId",
  to_char(b.regist_dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "registDt",
  to_char(b.updt_dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updtDt"`;

export interface BaseMapFilter {
  bcrnMapClCode?: string;
  lyrStleCode?: string;
  /** A LIKE pattern (wildcards of the text escaped). */
  namePattern?: string;
  bcrnMapUseAt?: string;
  imageAt?: string;
}

/** WHERE clause and parameters of the list filters. */
export function baseMapWhere(f: BaseMapFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (f.bcrnMapClCode) add('b.bcrn_map_cl_code = ?', f.bcrnMapClCode);
  if (f.lyrStleCode) add('b.lyr_stle_code = ?', f.lyrStleCode);
  if (f.namePattern) add('b.bcrn_map_nm ILIKE ?', f.namePattern);
  if (f.bcrnMapUseAt) add('b.bcrn_map_use_at = ?', f.bcrnMapUseAt);
  if (f.imageAt) add('b.image_at = ?', f.imageAt);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One statement for a page and the total (count(*) OVER () on the page rows). */
export function baseMapListSql(
  f: BaseMapFilter,
  sort: string,
  direction: 'ASC' | 'DESC',
  limit: number,
  offset: number,
): { sql: string; params: unknown[] } {
  const { where, params } = baseMapWhere(f);
  const sql = `
    SELECT ${BASE_MAP_COLUMNS}, count(*) OVER ()::int AS "totalElements"
      FROM bcrn_map b ${where}
     ORDER BY ${sort} ${direction}, b.bcrn_map_id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  return { sql, params: [...params, limit, offset] };
}
