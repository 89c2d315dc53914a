import type { MessageKey } from './i18n/messages';

// Role codes (userSeCode). The spec does not name 11/12/13; ARCHITECTURE §5 fixes them as
// editor, member and viewer.
export const USER_SE_CODES = {
  PROVIDER_ADMIN: 4,
  EDITOR: 11,
  MEMBER: 12,
  VIEWER: 13,
  INSTT_ADMIN: 14,
} as const;
export type UserSeCode = (typeof USER_SE_CODES)[keyof typeof USER_SE_CODES];

export const ALL_USER_SE_CODES: readonly UserSeCode[] = [4, 11, 12, 13, 14];
/** Codes of people who belong to an institution (its admin included). */
export const INSTITUTION_MEMBER_CODES: readonly UserSeCode[] = [11, 12, 13, 14];
/** Individual sign-ups join the openBiz institution as members. */
export const DEFAULT_SIGN_UP_USER_SE_CODE: UserSeCode = USER_SE_CODES.MEMBER;

// Product identifier used where the spec writes {product} (role type, gallery type).
export const PRODUCT_CODE = 'nuri';

/** Role type names as they appear in tokens and authority checks. */
export const ROLE_TYPE_NAMES = {
  INSTT_ADMIN: 'INSTT-ADMIN',
  /** The map-picking admin ({product}-ADMIN). */
  MAP_PICKING_ADMIN: 'NURI-ADMIN',
} as const;
export type RoleTypeName = (typeof ROLE_TYPE_NAMES)[keyof typeof ROLE_TYPE_NAMES];

export const ROLE_MESSAGE_KEYS: Readonly<Record<UserSeCode, MessageKey>> = {
  4: 'role.providerAdmin',
  11: 'role.editor',
  12: 'role.member',
  13: 'role.viewer',
  14: 'role.insttAdmin',
};

export function isUserSeCode(value: unknown): value is UserSeCode {
  return typeof value === 'number' && (ALL_USER_SE_CODES as readonly number[]).includes(value);
}

/** Accepts a number or a numeric string (query parameters, legacy columns); null when not a role code. */
export function toUserSeCode(value: unknown): UserSeCode | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return isUserSeCode(n) ? n : null;
}

/** Provider admin (4) or institution admin (14). */
export function isAdminCode(code: number): boolean {
  return code === USER_SE_CODES.PROVIDER_ADMIN || code === USER_SE_CODES.INSTT_ADMIN;
}

export function isProviderAdminCode(code: number): boolean {
  return code === USER_SE_CODES.PROVIDER_ADMIN;
}

export function isInstitutionAdminCode(code: number): boolean {
  return code === USER_SE_CODES.INSTT_ADMIN;
}

/** 11, 12, 13 or 14: the person belongs to an institution. The provider admin (4) does not. */
export function isInstitutionMemberCode(code: number): boolean {
  return (INSTITUTION_MEMBER_CODES as readonly number[]).includes(code);
}

/** Viewers (13) only read what is shared with them; everyone else may create content. */
export function canCreateContent(code: number): boolean {
  return isUserSeCode(code) && code !== USER_SE_CODES.VIEWER;
}

/** Editors and admins may share to their institution and publish to the map gallery. */
export function canShareToInstitution(code: number): boolean {
  return code === USER_SE_CODES.EDITOR || isAdminCode(code);
}

export function canPublishToGallery(code: number): boolean {
  return canShareToInstitution(code);
}

/** A platform (provider) admin has no my page (spec 001 §2, user menu). */
export function showsMyPage(code: number): boolean {
  return !isProviderAdminCode(code);
}
