import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { VisibleCondition } from '../access';
import type { LayerListScope } from './dto/layers.dto';

// SQL of the layer records (parameterised; ORDER BY takes only whitelisted expressions).

/** Sort names of the layer list and their expressions. */
export const LAYER_SORTS = {
  registDt: 'l.regist_dt',
  lyrNm: 'lower(l.lyr_nm)',
  featureCnt: 'l.feature_cnt',
  updtDt: 'l.updt_dt',
  publishDt: 'l.publish_dt',
};

/** Columns of a layer row, under the JSON names. */
export interface LayerRow {
  lyrId: string;
  lyrNm: string;
  lyrDc: string | null;
  lyrTySeCode: string;
  holdDataSeCode: string;
  insttCode: string;
  registerId: string;
  registerNm: string | null;
  registDt: Date;
  updtDt: Date;
  publishAt: 'Y' | 'N';
  publishDt: Date | null;
  featureCnt: string | number;
  geomType: string | null;
  srid: number | null;
  lyrSttusCode: string;
  thumbnailPath: string | null;
  uploadTy: string;
  lyrStleCode: string | null;
  mapUrl: string | null;
  mapUrlParamtr: Record<string, unknown> | null;
  dataVersion: number;
}

const ROW_COLUMNS: ReadonlyArray<[string, keyof LayerRow]> = [
  ['l.lyr_id', 'lyrId'],
  ['l.lyr_nm', 'lyrNm'],
  ['l.lyr_dc', 'lyrDc'],
  ['l.lyr_ty_se_code', 'lyrTySeCode'],
  ['l.hold_data_se_code', 'holdDataSeCode'],
  ['l.instt_code', 'insttCode'],
  ['l.register_id', 'registerId'],
  ['u.user_nm', 'registerNm'],
  ['l.regist_dt', 'registDt'],
  ['l.updt_dt', 'updtDt'],
  ['l.publish_at', 'publishAt'],
  ['l.publish_dt', 'publishDt'],
  ['l.feature_cnt', 'featureCnt'],
  ['l.geom_type', 'geomType'],
  ['l.srid', 'srid'],
  ['l.lyr_sttus_code', 'lyrSttusCode'],
  ['l.thumbnail_path', 'thumbnailPath'],
  ['l.upload_ty', 'uploadTy'],
  ['l.lyr_stle_code', 'lyrStleCode'],
  ['l.map_url', 'mapUrl'],
  ['l.map_url_paramtr', 'mapUrlParamtr'],
  ['l.data_version', 'dataVersion'],
];

export interface LayerListFilter {
  callerId: string;
  /** The content-access policy's condition over l.register_id, l.instt_code, l.lyr_id. */
  visible: VisibleCondition;
  /** The policy's condition for national layers over l.hold_data_se_code (listed to every member). */
  national: string;
  scope: LayerListScope;
  holdDataSeCode?: string;
  lyrTySeCode?: string;
  insttCode?: string;
  /** ILIKE pattern (wildcards of the search text escaped). */
  pattern?: string;
}

/** The filtered layer rows (without order or paging); national layers are listed as the policy's `national` condition says. */
export function layerListQuery(db: DataSource, f: LayerListFilter): SelectQueryBuilder<Record<string, unknown>> {
  const q = db.createQueryBuilder().from('lyr', 'l').leftJoin('users', 'u', 'u.user_id = l.register_id');
  if (f.scope === 'mine') q.where('l.register_id = :me', { me: f.callerId });
  else if (f.scope === 'shared') q.where(`${f.visible.sql} AND l.register_id <> :me`, { ...f.visible.params, me: f.callerId });
  else q.where(`(${f.visible.sql} OR ${f.national})`, f.visible.params);
  if (f.holdDataSeCode) q.andWhere('l.hold_data_se_code = :hold', { hold: f.holdDataSeCode });
  if (f.lyrTySeCode) q.andWhere('l.lyr_ty_se_code = :ty', { ty: f.lyrTySeCode });
  if (f.insttCode) q.andWhere('l.instt_code = :instt', { instt: f.insttCode });
  if (f.pattern) q.andWhere('(l.lyr_nm ILIKE :pattern OR l.lyr_dc ILIKE :pattern)', { pattern: f.pattern });
  return q;
}

/** Selects the row columns of a layer query. */
export function selectLayerRow<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.select(ROW_COLUMNS[0][0], ROW_COLUMNS[0][1]);
  for (const [column, alias] of ROW_COLUMNS.slice(1)) q.addSelect(column, alias);
  return q;
}

/** Layer rows with their register's name (alias l), without columns or conditions. */
export function layerRowsQuery(db: DataSource): SelectQueryBuilder<Record<string, unknown>> {
  return db.createQueryBuilder().from('lyr', 'l').leftJoin('users', 'u', 'u.user_id = l.register_id');
}

/** $1 layer id: one layer row. */
export function layerRowQuery(db: DataSource, lyrId: string): SelectQueryBuilder<Record<string, unknown>> {
  return selectLayerRow(layerRowsQuery(db)).where('l.lyr_id = :lyrId', { lyrId });
}

/** $1 layer id: its share entries go with it. */
export const DELETE_LAYER_SHARES_SQL = `DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`;

/** $1 layer id: the record (group items on either side go by ON DELETE CASCADE). */
export const DELETE_LAYER_SQL = `DELETE FROM lyr WHERE lyr_id = $1`;

/** $1 layer id, $2 time: published now (republish: a new data version too). */
export const PUBLISH_SQL = `UPDATE lyr SET publish_at = 'Y', publish_dt = $2, updt_dt = $2 WHERE lyr_id = $1`;
export const REPUBLISH_SQL = `UPDATE lyr SET publish_at = 'Y', publish_dt = $2, updt_dt = $2, data_version = data_version + 1 WHERE lyr_id = $1`;

/** $1 institution: its layers (the operator's detail and the dashboards count the same). */
export const COUNT_INSTT_LAYERS_SQL = `SELECT count(*)::int AS n FROM lyr WHERE instt_code = $1`;

/** $1 institution: bytes of its layers' data tables (pg_total_relation_size). */
export const INSTT_LAYER_TABLES_BYTES_SQL = `
  SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::float8 AS n
  FROM lyr l JOIN pg_class c ON c.relname = l.table_nm
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'layers'
  WHERE l.instt_code = $1`;
