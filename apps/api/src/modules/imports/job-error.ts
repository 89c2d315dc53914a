import type { MessageParams } from '../../common/errors/domain-error';

/** What a failed import job keeps as its error: a message key and its values, read in the caller's language. */
export interface JobErrorRef {
  key: string;
  params: MessageParams;
}

/** A failure the user can act on (bad data, wrong options): the job fails at once, without retries. */
export class ImportFailure extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'ImportFailure';
  }
}

export function encodeJobError(ref: JobErrorRef): string {
  return JSON.stringify(ref);
}

/** The error a job keeps; text that is not ours (e.g. a lost lock) becomes the general failure. */
export function decodeJobError(text: string | undefined | null): JobErrorRef | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<JobErrorRef>;
    if (typeof parsed.key === 'string' && parsed.params && typeof parsed.params === 'object') {
      return { key: parsed.key, params: parsed.params };
    }
  } catch {
    // not one of ours
  }
  return { key: 'upload.import.failed', params: { reason: text.slice(0, 300) } };
}
