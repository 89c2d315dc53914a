import { ROLE_MESSAGE_KEYS, USER_SE_CODES } from '@nuri/domain';
import type { TFunction } from 'i18next';

/** Levels an institution member holds: 11 editor, 12 member, 13 viewer, 14 admin. */
export const MEMBER_LEVELS = [
  USER_SE_CODES.EDITOR,
  USER_SE_CODES.MEMBER,
  USER_SE_CODES.VIEWER,
  USER_SE_CODES.INSTT_ADMIN,
] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

/** New invitations default to an ordinary member. */
export const DEFAULT_INVITE_LEVEL: MemberLevel = USER_SE_CODES.MEMBER;

export function toMemberLevel(value: string | number | null | undefined): MemberLevel | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return MEMBER_LEVELS.find((level) => level === n) ?? null;
}

/** The level's name from the catalogue. */
export function levelLabel(level: MemberLevel, t: TFunction): string {
  return t(ROLE_MESSAGE_KEYS[level]);
}

/** The levels as select choices (value: the code as text). */
export function levelOptions(t: TFunction): { value: string; label: string }[] {
  return MEMBER_LEVELS.map((level) => ({ value: String(level), label: levelLabel(level, t) }));
}
