// Reading error envelopes and choosing the text shown for them (spec 000 §8).
import { ApiError } from './errors';
import { API_MESSAGES } from './messages';
import { isPlainObject } from './plain-object';

export interface ErrorBody {
  code?: number;
  message?: string;
  result?: unknown;
}

/** The envelope fields of a parsed body; {} for text, HTML or nothing. */
export function toErrorBody(body: unknown): ErrorBody {
  if (!isPlainObject(body)) return {};
  return {
    code: typeof body.code === 'number' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
    result: body.result,
  };
}

export async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    return toErrorBody(JSON.parse(await response.text()));
  } catch {
    return {};
  }
}

/** A string result, or the messages of a 400 validation list joined by newlines. */
function resultText(result: unknown): string | undefined {
  if (typeof result === 'string' && result.trim() !== '') return result;
  if (!Array.isArray(result)) return undefined;
  const lines = result
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : isPlainObject(item) && typeof item.message === 'string'
          ? item.message
          : '',
    )
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export interface ErrorText {
  message: string;
  messageKey?: string;
  title?: string;
  titleKey?: string;
}

/** The alert text for an error status. */
export function describeError(status: number, body: ErrorBody): ErrorText {
  const fixed = (m: { key: string; text: string }): ErrorText => ({ message: m.text, messageKey: m.key });
  if (status === 401) return fixed(API_MESSAGES.sessionEnded);
  if (status === 403) return fixed(API_MESSAGES.noPermission);
  if (status === 500) return fixed(API_MESSAGES.serverError);
  if (status === 429)
    return { message: body.message ?? resultText(body.result) ?? API_MESSAGES.temporary.text };
  const title = { title: API_MESSAGES.noticeTitle.text, titleKey: API_MESSAGES.noticeTitle.key };
  // The result text first (spec); an envelope whose result carries data (e.g. a conflict's
  // details) still has its own message, which beats the generic text.
  const text = resultText(body.result) ?? (body.message?.trim() ? body.message : undefined);
  return text === undefined ? { ...fixed(API_MESSAGES.temporary), ...title } : { message: text, ...title };
}

export function toApiError(status: number, body: ErrorBody): ApiError {
  const { message, messageKey } = describeError(status, body);
  return new ApiError({ status, code: body.code ?? status, result: body.result, message, messageKey });
}
