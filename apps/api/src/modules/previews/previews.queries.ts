// SQL of the link previews (Open Graph) and the embed route: one content row by id ($1). Table
// and column names are constants; the id is a parameter.

export interface PreviewRow {
  id: string;
  ownerId: string;
  insttCode: string;
  title: string;
  description: string | null;
  thumbnailPath: string | null;
  thumbnailUpdtDt: Date | null;
}

const ownedRowSql = (table: string) => `
  SELECT ${table}_id AS "id", register_id AS "ownerId", instt_code AS "insttCode", ${table}_sj AS "title",
         ${table}_cn AS "description", thumbnail_path AS "thumbnailPath", thumbnail_updt_dt AS "thumbnailUpdtDt"
    FROM ${table} WHERE ${table}_id = $1`;

export const MAP_PREVIEW_SQL = ownedRowSql('user_map');
export const APP_PREVIEW_SQL = ownedRowSql('webapp_tmplat');

export interface GalleryPreviewRow {
  title: string;
  description: string | null;
  kind: string;
  userMapId: string | null;
  webappTmplatId: string | null;
}

/** $1 serial number: an approved, listed gallery item (the public gallery's rule). */
export const GALLERY_PREVIEW_SQL = `
  SELECT r.map_gale_sj AS "title", r.map_gale_cn AS "description", r.map_gale_knd_se_code AS "kind",
         r.user_map_id AS "userMapId", r.webapp_tmplat_id AS "webappTmplatId"
    FROM map_gale_reqst r
   WHERE r.map_gale_reqst_sn = $1 AND r.confm_sttus_code = '02' AND r.listed_at = 'Y'`;
