import { RICH_TEXT_ALLOWED_TAGS } from '@nuri/domain';
import DOMPurify from 'dompurify';

const TAGS = Object.keys(RICH_TEXT_ALLOWED_TAGS);
const ATTRS = [...new Set(Object.values(RICH_TEXT_ALLOWED_TAGS).flat())];

/**
 * The editor's HTML cut to what the server keeps (RICH_TEXT_ALLOWED_TAGS, the same list the
 * server's sanitiser reads): what the author sees after saving is what they wrote.
 */
export function keepAllowedHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: TAGS, ALLOWED_ATTR: ATTRS });
}
