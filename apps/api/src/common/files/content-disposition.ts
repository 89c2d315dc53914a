const FORBIDDEN = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);
const isForbidden = (c: string): boolean => FORBIDDEN.has(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A file name from a layer name: no path separators or control characters, at most 100 characters. */
export function safeFileStem(name: string): string {
  const cleaned = Array.from(name)
    .map((c) => (isForbidden(c) ? '_' : c))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return Array.from(cleaned).slice(0, 100).join('') || 'layer';
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987), e.g. Korean layer names. */
export function attachmentDisposition(fileName: string): string {
  const ascii = Array.from(fileName)
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) > 0x7e || c === '"' || c === '\\' || c === '%' ? '_' : c))
    .join('');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
