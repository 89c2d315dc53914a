// One-parcel lookup through the map proxy's VWorld upstream (GET /api/map/wfs?upstream=vworld):
// the cadastral parcel (lp_pa_cbnd_bubun) under a clicked point, as GeoJSON properties.

export const PARCEL_UPSTREAM = 'vworld';
export const PARCEL_TYPENAME = 'lp_pa_cbnd_bubun';
/** Half the side of the box searched around the click, in Web Mercator metres. */
const HALF_BOX_M = 1;

/** The WFS GetFeature address for the parcel at a point given in EPSG:3857. */
export function parcelQueryUrl(point3857: readonly number[]): string {
  const [x, y] = point3857;
  const bbox = [x - HALF_BOX_M, y - HALF_BOX_M, x + HALF_BOX_M, y + HALF_BOX_M].map((v) => v.toFixed(2)).join(',');
  const query = new URLSearchParams({
    upstream: PARCEL_UPSTREAM,
    SERVICE: 'WFS',
    VERSION: '1.1.0',
    REQUEST: 'GetFeature',
    TYPENAME: PARCEL_TYPENAME,
    SRSNAME: 'EPSG:3857',
    BBOX: `${bbox},EPSG:3857`,
    OUTPUTFORMAT: 'application/json',
    MAXFEATURES: '1',
  });
  return `/api/map/wfs?${query.toString()}`;
}

/** The first parcel's attributes of a GeoJSON answer, as popup rows; null when there is none. */
export function parcelRows(answer: unknown): [string, string][] | null {
  const features = (answer as { features?: { properties?: Record<string, unknown> }[] } | null)?.features;
  const properties = features?.[0]?.properties;
  if (!properties) return null;
  return Object.entries(properties)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => [k, String(v)]);
}

/** Looks the parcel up; null when nothing is there. Throws when the proxy refuses or fails. */
export async function lookUpParcel(point3857: readonly number[], doFetch: typeof fetch = fetch): Promise<[string, string][] | null> {
  const response = await doFetch(parcelQueryUrl(point3857), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`parcel lookup answered ${response.status}`);
  return parcelRows(await response.json());
}
