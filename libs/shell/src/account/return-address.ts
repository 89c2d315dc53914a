import { ADMIN_PATH_PREFIX } from '@nuri/domain';

/** Where the login sends the user back to (kept per tab). */
export const RETURN_ADDRESS_STORAGE_KEY = 'nuri.returnAddress';

// Screens the login must not send anyone back to: they would loop or make no sense signed in.
const NO_RETURN = /^(?:\/admin)?(?:\/[^/?#]+)?\/(?:login|logout|join|idpwfind)(?:[/?#]|$)/i;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** An address of this origin ('/openbiz/gallery?viewId=1'), never another site's ('//evil', 'https:'). */
export function isSafeReturnAddress(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\s\\]/.test(path) && !NO_RETURN.test(path);
}

/** The address of a router location in the app that serves it (the admin app under /admin). */
export function appAddress(app: 'admin' | 'web', routerPath: string): string {
  if (app === 'web') return routerPath;
  return routerPath === '/' ? `${ADMIN_PATH_PREFIX}/` : `${ADMIN_PATH_PREFIX}${routerPath}`;
}

/** Remembers where the user was before going to the login. */
export function rememberReturnAddress(path: string, storage: Storage | undefined = tabStorage()): void {
  if (!isSafeReturnAddress(path)) return;
  try {
    storage?.setItem(RETURN_ADDRESS_STORAGE_KEY, path);
  } catch {
    // the login then goes home
  }
}

/** The remembered address, once (it is forgotten as it is read); null when none is usable. */
export function takeReturnAddress(storage: Storage | undefined = tabStorage()): string | null {
  try {
    const path = storage?.getItem(RETURN_ADDRESS_STORAGE_KEY) ?? null;
    storage?.removeItem(RETURN_ADDRESS_STORAGE_KEY);
    return path && isSafeReturnAddress(path) ? path : null;
  } catch {
    return null;
  }
}

const inAdminApp = (path: string): boolean => new RegExp(`^${ADMIN_PATH_PREFIX}(?:[/?#]|$)`).test(path);

/**
 * Where a 403 sends the user (spec 000 §6: back to the stored return address): the remembered
 * address when it belongs to the same app and is not the refused page itself, otherwise the
 * app's own home (`/admin/` in the admin app, `/` on the user site) — never into the other app.
 * The address is read, not taken: the login still finds it.
 */
export function forbiddenReturnAddress(
  app: 'admin' | 'web',
  current: string = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search,
  storage: Storage | undefined = tabStorage(),
): string {
  const home = app === 'admin' ? `${ADMIN_PATH_PREFIX}/` : '/';
  let stored: string | null = null;
  try {
    stored = storage?.getItem(RETURN_ADDRESS_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (!stored || !isSafeReturnAddress(stored) || stored === current) return home;
  return inAdminApp(stored) === (app === 'admin') ? stored : home;
}
