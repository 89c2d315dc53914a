import { RICH_TEXT_ALLOWED_TAGS } from '@nuri/domain';
/**
 * Allow-list sanitizer for notice content (rich text). The output is rebuilt from tokens: only
 * the tags and attributes listed here survive, every text run is escaped, script-like elements are
 * dropped with their content, and links/images must use http(s), mailto, or a relative address.
 */
// The allow-list is shared with the rich-text editor (libs/domain rich-text.ts), so what the
// editor writes survives as written.
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = RICH_TEXT_ALLOWED_TAGS;
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const URL_ATTRS = new Set(['href', 'src']);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template|textarea|title|xmp|noembed|noframes|svg|math)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string): string =>
  s
    .replace(/&(?!(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (m, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X'))
      return String.fromCodePoint(Math.min(parseInt(e.slice(2), 16), 0x10ffff));
    if (e.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(e.slice(1), 10), 0x10ffff));
    return NAMED[e.toLowerCase()] ?? m;
  });
}

/** http(s), mailto, or relative (no scheme at all); control characters and whitespace are ignored for the check. */
function safeUrl(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (scheme && !/^(https?|mailto)$/i.test(scheme[1])) return null;
  return value;
}

function renderTag(closing: boolean, name: string, rawAttrs: string): string {
  const tag = name.toLowerCase();
  const allowed = ALLOWED_TAGS[tag];
  if (!allowed) return '';
  if (closing) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
  const out: string[] = [];
  let blank = false;
  for (const m of rawAttrs.matchAll(ATTR)) {
    const attr = m[1].toLowerCase();
    if (!allowed.includes(attr)) continue;
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (URL_ATTRS.has(attr)) {
      const url = safeUrl(value);
      if (url === null) continue;
      value = url;
    } else {
      value = decodeEntities(value);
    }
    if (attr === 'target') {
      if (value !== '_blank') continue;
      blank = true;
    }
    if (out.some((a) => a.startsWith(`${attr}=`))) continue;
    out.push(`${attr}="${escapeAttr(value)}"`);
  }
  if (blank) out.push('rel="noopener noreferrer"');
  return `<${tag}${out.length ? ` ${out.join(' ')}` : ''}>`;
}

export function sanitizeNoticeHtml(input: string): string {
  const source = input
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?(\]\]>|$)/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(DROPPED_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, m.index));
    out += renderTag(m[1] === '/', m[2], m[3]);
    last = m.index + m[0].length;
  }
  return out + escapeText(source.slice(last));
}
