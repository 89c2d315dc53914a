// Public option and presenter types of the wrapper.

export type AlertType = 'failure' | 'success' | 'userFunction' | 'delete' | 'info' | 'confirm';

export interface AlertOptions {
  type: AlertType;
  /** English title; `titleKey` is its catalogue key. */
  title?: string;
  titleKey?: string;
  /** English text, or the server's own text when `messageKey` is absent. */
  message: string;
  /** Catalogue key of `message` so apps can translate (e.g. 'error.sessionEnded'). */
  messageKey?: string;
  loginButton?: boolean;
}

/** UI hooks supplied by each app: one modal alert and one navigation function. */
export interface ErrorPresenter {
  alert(a: AlertOptions): Promise<void> | void;
  redirect(path: string): void;
}

export interface ApiClientOptions {
  /** '' for same origin; spec paths already start with /api. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>`. */
  getAccessToken?: () => string | null | undefined;
  /** When set: header X-API-Key and query parameter crtfckey on every request. */
  apiKey?: string;
  /** When it returns a value: header X-Location-Hash. */
  locationHash?: () => string | undefined;
  presenter?: ErrorPresenter;
  /** Switched off after any error. */
  progress?: { stop(): void };
  fetch?: typeof fetch;
  /** '/admin' for institution admins: prefix of the logout path after a 401. */
  adminContextPath?: () => string | undefined;
  /** Stored return address the 403 redirect goes to ('/' when none). */
  returnAddress?: () => string | undefined;
  /** Map-picking entry point: a 403 redirects to /main (spec 000 §6). */
  mapPickingEntry?: boolean;
}

/** The global API status (spec 000 §4): 200 normally, the error status after a 403. */
export interface ApiStatus {
  get(): number;
  reset(): void;
}

/** The response envelope every JSON answer uses (API.md §1). */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  result: T;
}
