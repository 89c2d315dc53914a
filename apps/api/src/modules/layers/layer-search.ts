import type { SortDirection } from '@nuri/domain';
import { decodeCursor, encodeCursor } from '../../common/paging/keyset-cursor';
import type { LayerAudience } from '../access';

// The layer search answered from lyr_audience (migration 140): the caller's audience keys (the
// content-access policy, ContentAccessPolicy.layerAudience) select index walks, one per key and
// hold, merged in the list's order; the total is a counter for the open layers plus a distinct
// count of the caller's other rows, kept per process under its keys' versions
// (layer-search-totals.ts). Used for the search widget's request (every visible layer,
// ordered by registration, optionally by hold); other filters and sorts take layerListQuery.

/** The hold codes a search without a hold filter walks. */
export const HOLDS = ['1', '9'] as const;

/** A position in the registration order: after this layer (exclusive). */
export interface LayerCursor {
  registDt: string;
  lyrId: string;
}

/** The opaque `cursor` parameter (common/paging/keyset-cursor.ts): `[registDt, lyrId]`. */
export function encodeLayerCursor(c: LayerCursor): string {
  return encodeCursor([c.registDt, c.lyrId]);
}

/** Decodes a `cursor` parameter; a malformed one is a validation error on `cursor`. */
export function decodeLayerCursor(raw: string): LayerCursor {
  const [registDt, lyrId] = decodeCursor(raw, ['timestamptz', 'id']) as [string, string];
  return { registDt, lyrId };
}

export interface AudienceSearch {
  audience: LayerAudience;
  holdDataSeCode?: string;
  direction: SortDirection;
  limit: number;
  offset: number;
  cursor?: LayerCursor;
}

/** A parameterised statement. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Numbered parameters of one statement. */
function paramList(): { params: unknown[]; p: (v: unknown) => string } {
  const params: unknown[] = [];
  return {
    params,
    p: (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    },
  };
}

/**
 * One ordered walk of lyr_audience_page_idx per key and hold, each at most `n` entries (a LIMIT
 * keeps each branch's order, so PostgreSQL merges them instead of sorting their union), after
 * the cursor when given.
 */
function branchesSql(p: (v: unknown) => string, keys: string[], holds: readonly string[], dir: 'ASC' | 'DESC', n: number, cursor?: LayerCursor): string {
  const limit = p(n);
  const after = cursor ? ` AND (regist_dt, lyr_id) ${dir === 'DESC' ? '<' : '>'} (${p(cursor.registDt)}::timestamptz, ${p(cursor.lyrId)}::varchar)` : '';
  const branches: string[] = [];
  for (const key of keys) {
    const k = p(key);
    for (const hold of holds) {
      branches.push(
        `(SELECT regist_dt, lyr_id FROM lyr_audience WHERE aud_key = ${k} AND hold_data_se_code = ${p(hold)}${after}
           ORDER BY regist_dt ${dir}, lyr_id ${dir} LIMIT ${limit})`,
      );
    }
  }
  return branches.join('\n UNION ALL ');
}

/**
 * The page's keys: the walks of the caller's keys merged in the list's order and de-duplicated
 * (a layer may carry several of the caller's keys: owner and institution share, say), each walk
 * stopping after offset + limit entries.
 */
export function audiencePageSql(s: AudienceSearch): Statement {
  const { params, p } = paramList();
  const dir = s.direction === 'ASC' ? 'ASC' : 'DESC';
  const holds = s.holdDataSeCode ? [s.holdDataSeCode] : HOLDS;
  const union = branchesSql(p, [...s.audience.open, ...s.audience.keys], holds, dir, s.offset + s.limit, s.cursor);
  const sql = `SELECT DISTINCT ON (u.regist_dt, u.lyr_id) u.lyr_id AS "lyrId", u.regist_dt::text AS "registDt"
                 FROM (${union}) u
                ORDER BY u.regist_dt ${dir}, u.lyr_id ${dir} LIMIT ${p(s.limit)} OFFSET ${p(s.offset)}`;
  return { sql, params };
}

/**
 * The caller's own layers beyond the open ones, counted once each (their keys' walks merged and
 * de-duplicated), with the version stamps of those keys' counters read in the same statement, so
 * the count is known to belong to exactly those versions (layer-search-totals.ts keeps it).
 */
export function audienceRestSql(keys: string[], holds: readonly string[]): Statement {
  const { params, p } = paramList();
  const union = branchesSql(p, keys, holds, 'DESC', 2147483647);
  const sql = `SELECT (SELECT count(*) FROM (SELECT DISTINCT ON (u.regist_dt, u.lyr_id) 1 FROM (${union}) u
                                             ORDER BY u.regist_dt DESC, u.lyr_id DESC) d)::int AS rest,
                      coalesce((SELECT json_agg(json_build_array(c.aud_key, c.hold_data_se_code, c.ver::text))
                                  FROM lyr_audience_cnt c
                                 WHERE c.aud_key = ANY (${p(keys)}::varchar[]) AND c.hold_data_se_code = ANY (${p(holds)}::char[])),
                               '[]'::json) AS stamps`;
  return { sql, params };
}

/** The counters of the given keys and holds: their counts and version stamps (one index probe each). */
export const AUDIENCE_STAMPS_SQL = `SELECT aud_key AS "audKey", hold_data_se_code AS "hold", cnt::text AS "cnt", ver::text AS "ver"
  FROM lyr_audience_cnt WHERE aud_key = ANY ($1::varchar[]) AND hold_data_se_code = ANY ($2::char[])`;
