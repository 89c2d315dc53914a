import DOMPurify from 'dompurify';

/**
 * HTML of a `templateHTML` cell, safe to insert: scripts, event-handler attributes (on*),
 * javascript: URLs and other active content are removed by DOMPurify's defaults; inline
 * styles, forms and frames are dropped too, so a cell cannot restyle or hijack the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
