/** Whether the external services of the builder's widgets are configured. */
export class MapServiceStatusDto {
  available!: boolean;
  /** Why not (in the request's language), or null. */
  reason!: string | null;
}

export class MapServicesDto {
  /** One-parcel lookup (VWorld cadastral WFS through /api/map/wfs?upstream=vworld). */
  parcelInfo!: MapServiceStatusDto;
  /** Road view (Kakao Maps). */
  roadView!: MapServiceStatusDto;
  /** Kakao Maps JavaScript app key for the road view script, when configured. */
  roadViewAppKey!: string | null;
  /** Upstream names the map proxies accept. */
  proxyUpstreams!: string[];
}
