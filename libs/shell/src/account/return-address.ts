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
