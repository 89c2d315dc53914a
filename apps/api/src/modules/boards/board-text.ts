import { ValidationFailedError } from '../../common/errors/domain-error';
import { sanitizeNoticeHtml } from '../../common/text/sanitize-html';

/**
 * Board text (inquiries, Q&A, answers): the notices' allow-list sanitizer, so what is stored is
 * safe to render as HTML; text that is empty once sanitized is refused.
 */
export function boardText(field: string, raw: string): string {
  const clean = sanitizeNoticeHtml(raw).trim();
  if (!clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() && !/<img\b/.test(clean)) {
    throw new ValidationFailedError([{ field, message: 'board.textRequired' }]);
  }
  return clean;
}

/**
 * Short plain text (comments, reviews): tags and control characters (but line breaks) removed,
 * trimmed; screens show it as text, never as HTML.
 */
export function plainText(field: string, raw: string): string {
  const clean = raw
    .replace(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .trim();
  if (!clean) throw new ValidationFailedError([{ field, message: 'board.textRequired' }]);
  return clean;
}

/** 김누리 → 김**: a writer's name as others see it. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  return chars[0] + '*'.repeat(Math.min(chars.length - 1, 4));
}
