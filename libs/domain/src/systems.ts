import { en } from './i18n/en';
import { formatMessage, type MessageKey } from './i18n/messages';
import { USER_SE_CODES, type UserSeCode } from './roles';

export const SYSTEM_TYPES = [
  'provider-admin',
  'provider-user',
  'institution-admin',
  'institution-user',
] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

export interface SystemDefinition {
  type: SystemType;
  /** Role codes allowed in the system (spec 000 §6). */
  roles: readonly UserSeCode[];
  /** Institution systems live under an institution code. */
  needsInsttCode: boolean;
  /** Admin systems are served by apps/admin under /admin. */
  isAdmin: boolean;
  app: 'web' | 'admin';
  nameKey: MessageKey;
}

export const SYSTEMS: Readonly<Record<SystemType, SystemDefinition>> = {
  'provider-admin': {
    type: 'provider-admin',
    roles: [4],
    needsInsttCode: false,
    isAdmin: true,
    app: 'admin',
    nameKey: 'system.providerAdmin',
  },
  'provider-user': {
    type: 'provider-user',
    roles: [11, 12, 13, 14, 4],
    needsInsttCode: false,
    isAdmin: false,
    app: 'web',
    nameKey: 'system.providerUser',
  },
  'institution-admin': {
    type: 'institution-admin',
    roles: [14],
    needsInsttCode: true,
    isAdmin: true,
    app: 'admin',
    nameKey: 'system.insttAdmin',
  },
  'institution-user': {
    type: 'institution-user',
    roles: [11, 12, 13, 14],
    needsInsttCode: true,
    isAdmin: false,
    app: 'web',
    nameKey: 'system.insttUser',
  },
};

export const ADMIN_PATH_PREFIX = '/admin';

export function isSystemType(value: unknown): value is SystemType {
  return typeof value === 'string' && (SYSTEM_TYPES as readonly string[]).includes(value);
}

/** The systems whose role list contains the code, in SYSTEM_TYPES order. */
export function systemsForRole(code: number): SystemType[] {
  return SYSTEM_TYPES.filter((type) => (SYSTEMS[type].roles as readonly number[]).includes(code));
}

export function canUseSystem(code: number, system: SystemType): boolean {
  return (SYSTEMS[system].roles as readonly number[]).includes(code);
}

export function isAdminSystem(system: SystemType): boolean {
  return SYSTEMS[system].isAdmin;
}

/** Thrown for a next-system value that maps to none of the four systems (spec 000 §8). */
export class NextSystemError extends Error {
  readonly code = 'NEXT_SYSTEM_CHECK_FAILED';
  readonly messageKey: MessageKey = 'error.nextSystemCheckFailed';

  constructor(readonly value: unknown) {
    super(formatMessage(en['error.nextSystemCheckFailed'], { value: String(value) }));
    this.name = 'NextSystemError';
  }
}

// Accepted spellings besides the canonical names: upper case, '_' for '-', and 'instt' for
// 'institution' (INSTT_ADMIN, INSTT-USER, PROVIDER_ADMIN ...).
function normaliseSystemValue(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^instt-/, 'institution-');
}

/** Maps a next-system value to its system; anything else throws NextSystemError. */
export function resolveNextSystem(value: unknown): SystemType {
  if (typeof value === 'string') {
    const normalised = normaliseSystemValue(value);
    if (isSystemType(normalised)) return normalised;
  }
  throw new NextSystemError(value);
}

/**
 * The base route of a system (ARCHITECTURE §1): '/', '/{insttCode}', '/admin', '/admin/{insttCode}'.
 * Institution systems need the code; it is URL-encoded.
 */
export function systemBasePath(system: SystemType, insttCode?: string): string {
  const prefix = isAdminSystem(system) ? ADMIN_PATH_PREFIX : '';
  if (!SYSTEMS[system].needsInsttCode) return prefix || '/';
  if (!insttCode) throw new Error(`systemBasePath: the ${system} system needs an institution code`);
  return `${prefix}/${encodeURIComponent(insttCode)}`;
}

/** Logout target; admin systems log out inside the admin app. */
export function logoutPath(system: SystemType): string {
  return isAdminSystem(system) ? `${ADMIN_PATH_PREFIX}/logout` : '/logout';
}

/**
 * The admin side menu shows only to a provider admin in the provider-admin system or an
 * institution admin in the institution-admin system (spec 000 §6).
 */
export function canSeeAdminMenu(system: SystemType, code: number): boolean {
  return (
    (system === 'provider-admin' && code === USER_SE_CODES.PROVIDER_ADMIN) ||
    (system === 'institution-admin' && code === USER_SE_CODES.INSTT_ADMIN)
  );
}

/**
 * The account and legal routes every system knows besides its menu's (spec 000 §2, spec 001 §2);
 * the admin systems only sign in and change passwords there. Read by the app shell's router and
 * by the browser tests' route list (accessibility).
 */
export const USER_ACCOUNT_ROUTES = ['login', 'join', 'idpwfind', 'passwordChange', 'myPage', 'terms'] as const;
export const ADMIN_ACCOUNT_ROUTES = ['login', 'passwordChange'] as const;
