import type { ContentKind } from '@nuri/domain';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { VisibleCondition } from '../access';

// Where an owned content (web map, themed app) lives and the SQL every such table answers the
// same way. Table, alias and column names are constants of the code (never input).

/** The columns every owned content row carries under these JSON names. */
export interface OwnedRow {
  registerId: string;
  insttCode: string;
  registerNm: string | null;
  usePblonsipSeCode: string;
  useSttusSeCode: string;
  thumbnailPath: string | null;
  thumbnailUpdtDt: Date | null;
  registDt: Date;
  updtDt: Date;
}

/** One kind of owned content: its table and what tells its rows apart. */
export interface ContentTable<R extends OwnedRow = OwnedRow> {
  /** Content-kind code (share entries, statistics, the access policy). */
  kind: ContentKind;
  table: string;
  /** The table's alias in list queries. */
  alias: string;
  /** Its id column (also map_gale_reqst's column naming a content of this kind). */
  idColumn: string;
  /** Its title column (the lists' search). */
  titleColumn: string;
  /** $1 id: one row under the JSON names. */
  rowSql: string;
  idOf(row: R): string;
  /** Where its thumbnails are stored (under STORAGE_DIR, random names). */
  thumbnailFolder: string;
  /** The message of a thumbnail that is not there. */
  noThumbnailKey: string;
}

/**
 * The descriptor of a content table named `<table>` with columns `<table>_id` and `<table>_sj`,
 * whose module `<name>s` stores thumbnails in `<name>s/thumbnails` and answers `<name>.noThumbnail`.
 * `select` lists the row's columns under the JSON names (users u joined for registerNm).
 */
export function ownedContentTable<R extends OwnedRow>(d: {
  kind: ContentKind;
  table: string;
  alias: string;
  name: string;
  select: string;
  idOf: (row: R) => string;
}): ContentTable<R> {
  const { kind, table, alias, name, select, idOf } = d;
  const idColumn = `${table}_id`;
  return {
    kind,
    table,
    alias,
    idColumn,
    titleColumn: `${table}_sj`,
    rowSql: `SELECT ${select} FROM ${table} ${alias} LEFT JOIN users u ON u.user_id = ${alias}.register_id WHERE ${alias}.${idColumn} = $1`,
    idOf,
    thumbnailFolder: `${name}s/thumbnails`,
    noThumbnailKey: `${name}.noThumbnail`,
  };
}

/** The owner, institution and id columns the access policy's visible condition is written over. */
export function visibleColumns(t: ContentTable): { owner: string; instt: string; id: string } {
  return { owner: `${t.alias}.register_id`, instt: `${t.alias}.instt_code`, id: `${t.alias}.${t.idColumn}` };
}

/** $1 id: its share entries go with it. */
export const deleteSharesSql = (t: ContentTable): string =>
  `DELETE FROM pblonsip WHERE cntnts_ty_code = '${t.kind}' AND cntnts_id = $1`;

/** $1 id: the content (its own child rows go by ON DELETE CASCADE). */
export const deleteSql = (t: ContentTable): string => `DELETE FROM ${t.table} WHERE ${t.idColumn} = $1`;

/** $1 id, $2 stored path or null, $3 time. */
export const setThumbnailSql = (t: ContentTable): string =>
  `UPDATE ${t.table} SET thumbnail_path = $2, thumbnail_updt_dt = $3 WHERE ${t.idColumn} = $1`;

/** The SQL of the content in the life of members and institutions (OwnedContentLifecycle). */
export function lifecycleSql(t: ContentTable): {
  count: string;
  transferShares: string;
  transfer: string;
  moveWithMembers: string;
} {
  const a = t.alias;
  return {
    // $1 institution: its contents of this kind.
    count: `SELECT count(*)::int AS n FROM ${t.table} WHERE instt_code = $1`,
    // $1 institution, $2 removed member, $3 successor: the owner of the member's contents' share entries.
    transferShares: `
  UPDATE pblonsip p SET owner_id = $3
    FROM ${t.table} ${a}
   WHERE p.cntnts_ty_code = '${t.kind}' AND p.cntnts_id = ${a}.${t.idColumn} AND ${a}.instt_code = $1 AND ${a}.register_id = $2`,
    // $1 institution, $2 removed member, $3 successor: the member's contents in the institution.
    transfer: `UPDATE ${t.table} SET register_id = $3 WHERE instt_code = $1 AND register_id = $2`,
    // $1 withdrawing institution, $2 openBiz, $3 moved members: their contents follow them.
    moveWithMembers: `UPDATE ${t.table} SET instt_code = $2 WHERE instt_code = $1 AND register_id = ANY($3::varchar[])`,
  };
}

/** The filters every list of owned contents takes. */
export interface ContentListFilter {
  callerId: string;
  /** The content-access policy's condition over the table's owner, institution and id columns. */
  visible: VisibleCondition;
  /** mine: the caller's; shared: others' the caller may view; any other scope: `otherScope`. */
  scope: string;
  useSttusSeCode?: string;
  /** ILIKE pattern over the title (wildcards of the search text escaped). */
  pattern?: string;
}

/**
 * The filtered rows of a list (without order or paging): the table with its owner's name,
 * the scope, the use status and the title search. `otherScope` writes the condition of a scope
 * other than mine and shared.
 */
export function contentListQuery(
  db: DataSource,
  t: ContentTable,
  f: ContentListFilter,
  otherScope: (q: SelectQueryBuilder<Record<string, unknown>>) => void,
): SelectQueryBuilder<Record<string, unknown>> {
  const a = t.alias;
  const q = db.createQueryBuilder().from(t.table, a).leftJoin('users', 'u', `u.user_id = ${a}.register_id`);
  if (f.scope === 'mine') q.where(`${a}.register_id = :me`, { me: f.callerId });
  else if (f.scope === 'shared')
    q.where(`${f.visible.sql} AND ${a}.register_id <> :me`, { ...f.visible.params, me: f.callerId });
  else otherScope(q);
  if (f.useSttusSeCode) q.andWhere(`${a}.use_sttus_se_code = :sttus`, { sttus: f.useSttusSeCode });
  if (f.pattern) q.andWhere(`${a}.${t.titleColumn} ILIKE :pattern`, { pattern: f.pattern });
  return q;
}

/**
 * Adds the list columns every kind has: the content's views (cntnts_stats) and its gallery state
 * (the status of its approved request, else of its newest one; null when never applied).
 */
export function selectListStats<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T, t: ContentTable): T {
  const id = `${t.alias}.${t.idColumn}`;
  q.addSelect(
    `coalesce((SELECT s.view_cnt FROM cntnts_stats s WHERE s.cntnts_ty_code = '${t.kind}' AND s.cntnts_id = ${id}), 0)`,
    'viewCnt',
  ).addSelect(
    `(SELECT r.confm_sttus_code FROM map_gale_reqst r WHERE r.${t.idColumn} = ${id}
         ORDER BY r.confm_sttus_code = '02' DESC, r.regist_dt DESC LIMIT 1)`,
    'galleryConfmSttusCode',
  );
  return q;
}
