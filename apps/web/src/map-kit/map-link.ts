import { WEB_MAP_PROJECTIONS, type WebMapProjection, type WebMapView } from './map-types';

// Links to a web map at a view (issue 24): `?view=EPSG:5186,198000.5,552000.25,15.5` (projection,
// centre x and y in its units, zoom). The builder, the viewer and the embed route read it.


/** The view as the `view` query parameter. */
export function viewParam(view: { projection: string; center: readonly number[]; zoom: number }): string {
  const r = (n: number, d: number) => Number(n.toFixed(d));
  return [view.projection, r(view.center[0], 3), r(view.center[1], 3), r(view.zoom, 2)].join(',');
}

/** The `view` query parameter as a view, or null when absent or malformed. */
export function parseViewParam(text: string | null): WebMapView | null {
  if (!text) return null;
  const [projection, x, y, z] = text.split(',');
  const center = [Number(x), Number(y)];
  const zoom = Number(z);
  if (!(WEB_MAP_PROJECTIONS as readonly string[]).includes(projection ?? '') || !center.every(Number.isFinite) || !Number.isFinite(zoom) || zoom < 0 || zoom > 30) return null;
  return { projection: projection as WebMapProjection, center, zoom };
}

/** The builder's address of a saved map at a view (read-only for those who may only view it). */
export function mapLink(origin: string, insttCode: string, userMapId: string, view: string | null): string {
  const q = view ? `?view=${encodeURIComponent(view)}` : '';
  return `${origin}/${encodeURIComponent(insttCode)}/builder/${encodeURIComponent(userMapId)}${q}`;
}

/** The embed route of a map (framed by other sites when the map is shared with everyone). */
export function embedLink(origin: string, userMapId: string, view: string | null): string {
  const q = view ? `?view=${encodeURIComponent(view)}` : '';
  return `${origin}/embed/map/${encodeURIComponent(userMapId)}${q}`;
}

/** A themed app's viewer address (under its institution when known). */
export function appLink(origin: string, insttCode: string | null, webappTmplatId: string): string {
  return `${origin}${insttCode ? `/${encodeURIComponent(insttCode)}` : ''}/apps/${encodeURIComponent(webappTmplatId)}`;
}

/** The embed route of a themed app (framed by other sites when the app is shared with everyone). */
export function appEmbedLink(origin: string, webappTmplatId: string): string {
  return `${origin}/embed/app/${encodeURIComponent(webappTmplatId)}`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The iframe snippet a site pastes to show the map. */
export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${attr(url)}" title="${attr(title)}" width="800" height="600" style="border:0" loading="lazy" allowfullscreen></iframe>`;
}
