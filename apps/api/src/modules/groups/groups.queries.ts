// Raw SQL of the groups feature, parameterised; ORDER BY takes only whitelisted expressions.

/** Sort names of the group list and their expressions. */
export const GROUP_SORTS = { registDt: 'g.regist_dt', groupNm: 'lower(g.group_nm)', memberCnt: '"memberCnt"' };

/**
 * Which groups a list shows: those a user owns, belongs to, or either (the share wizard's list,
 * docs/api-guide.md "Groups"), or every group of one institution.
 */
export type GroupListScope = { ownerId: string } | { memberId: string } | { ownerOrMemberId: string } | { insttCode: string };

export interface GroupListRow {
  groupSn: number;
  groupNm: string;
  groupDc: string | null;
  ownerId: string;
  ownerNm: string | null;
  memberCnt: number;
  registDt: Date;
}

export interface GroupMemberRow {
  userId: string;
  userNm: string;
  userSeCode: number;
  registDt: Date;
}

// Members count while they are active members of the group's institution.
const MEMBER_CNT = `(SELECT count(*)::int FROM user_group_member m JOIN users u ON u.user_id = m.user_id
   WHERE m.group_sn = g.group_sn AND u.instt_code = g.instt_code AND u.user_sttus = 'active')`;

// A member counts while an active member of the group's institution (as in MEMBER_CNT).
const IS_MEMBER = `EXISTS (SELECT 1 FROM user_group_member m JOIN users u ON u.user_id = m.user_id
   WHERE m.group_sn = g.group_sn AND m.user_id = $1 AND u.instt_code = g.instt_code AND u.user_sttus = 'active')`;

function filter(scope: GroupListScope): string {
  let who: string;
  if ('ownerId' in scope) who = 'g.owner_id = $1';
  else if ('memberId' in scope) who = IS_MEMBER;
  else if ('ownerOrMemberId' in scope) who = `(g.owner_id = $1 OR ${IS_MEMBER})`;
  else who = 'g.instt_code = $1';
  return `WHERE ${who} AND ($2::text IS NULL OR g.group_nm ILIKE $2)`;
}

export function groupListParams(scope: GroupListScope, namePattern: string | null): [string, string | null] {
  return [Object.values(scope)[0] as string, namePattern];
}

/** $1 owner or institution, $2 name pattern or null, $3 limit, $4 offset. */
export function groupListSql(scope: GroupListScope, orderBy: string, direction: 'ASC' | 'DESC'): string {
  return `SELECT g.group_sn AS "groupSn", g.group_nm AS "groupNm", g.group_dc AS "groupDc", g.owner_id AS "ownerId",
      o.user_nm AS "ownerNm", g.regist_dt AS "registDt", ${MEMBER_CNT} AS "memberCnt"
    FROM user_group g LEFT JOIN users o ON o.user_id = g.owner_id
    ${filter(scope)}
    ORDER BY ${orderBy} ${direction}, g.group_sn ${direction}
    LIMIT $3 OFFSET $4`;
}

/** $1 owner or institution, $2 name pattern or null. */
export function groupCountSql(scope: GroupListScope): string {
  return `SELECT count(*)::int AS "total" FROM user_group g ${filter(scope)}`;
}

/** $1 group: the owner's name. */
export const GROUP_OWNER_NM_SQL = `SELECT o.user_nm AS "userNm" FROM user_group g JOIN users o ON o.user_id = g.owner_id WHERE g.group_sn = $1`;

/** $1 group, $2 user: a row when the user is in the group. */
export const IS_GROUP_MEMBER_SQL = `SELECT 1 FROM user_group_member WHERE group_sn = $1 AND user_id = $2`;

/** $1 group, $2 user ids: removes those members. */
export const REMOVE_MEMBERS_SQL = `DELETE FROM user_group_member WHERE group_sn = $1 AND user_id = ANY($2::varchar[])`;

/** $1 group: its active members, in the order they were added. */
export const GROUP_MEMBERS_SQL = `SELECT u.user_id AS "userId", u.user_nm AS "userNm", u.user_se_code AS "userSeCode", m.regist_dt AS "registDt"
  FROM user_group_member m
  JOIN user_group g ON g.group_sn = m.group_sn
  JOIN users u ON u.user_id = m.user_id
  WHERE m.group_sn = $1 AND u.instt_code = g.instt_code AND u.user_sttus = 'active'
  ORDER BY m.regist_dt ASC, u.user_id ASC`;

/** $1 institution, $2 user: drops the user's memberships in the institution's groups. */
export const DELETE_MEMBERSHIPS_IN_INSTT_SQL = `DELETE FROM user_group_member m USING user_group g
  WHERE m.group_sn = g.group_sn AND g.instt_code = $1 AND m.user_id = $2`;

/** $1 group, $2 user ids, $3 time: adds members, ignoring those already in. */
export const ADD_MEMBERS_SQL = `INSERT INTO user_group_member (group_sn, user_id, regist_dt)
  SELECT $1::int, unnest($2::varchar[]), $3::timestamptz ON CONFLICT (group_sn, user_id) DO NOTHING`;
