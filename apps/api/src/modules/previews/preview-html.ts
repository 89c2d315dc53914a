import type { LinkPreview } from './link-previews.service';

// Open Graph and Twitter card tags put into the web app's index.html for a content page.

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The meta tags of a preview; `origin` makes the page and image addresses absolute. */
export function previewTags(p: LinkPreview, origin: string, pageUrl: string, siteName: string): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:url', `${origin}${pageUrl}`],
    ['name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
  ];
  if (p.image) tags.push(['property', 'og:image', `${origin}${p.image}`], ['name', 'twitter:image', `${origin}${p.image}`]);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value)}" />`).join('\n    ');
}

/** index.html with the tags (and the page title) placed in its head. */
export function withPreview(html: string, p: LinkPreview, tags: string): string {
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(p.title)}</title>`);
  return titled.replace('</head>', `    ${tags}\n  </head>`);
}
