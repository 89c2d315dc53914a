// Errors the wrapper rejects with. Screens branch on `status` / `code`, never on text.

/** A non-2xx answer (or no answer: status 0). `result` is the envelope's result. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly result: unknown;
  /** Catalogue key of `message` when the text is ours, not the server's. */
  readonly messageKey?: string;

  constructor(init: {
    status: number;
    code?: number;
    result?: unknown;
    message: string;
    messageKey?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.result = init.result;
    this.messageKey = init.messageKey;
  }
}

/** Thrown without calling fetch while the global API status is not 200 (spec 000 §4). */
export class RequestCanceledError extends Error {
  override readonly name = 'RequestCanceledError';

  constructor() {
    super('Request canceled');
  }
}

/**
 * The server's text of a 429 ('… try again in N seconds'), or null for any other error. The
 * client shows no alert for a 429: the screen shows this text itself.
 */
export function rateLimitText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return typeof error.result === 'string' && error.result ? error.result : error.message;
}
