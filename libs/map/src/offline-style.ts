import type { FeatureLike } from 'ol/Feature';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style, { type StyleFunction } from 'ol/style/Style';
import Text from 'ol/style/Text';

/** Sea behind the countries of the offline base map. */
export const OFFLINE_SEA_COLOR = '#d6e6f2';
export const OFFLINE_LAND_COLOR = '#f4f1e8';
export const OFFLINE_BORDER_COLOR = '#9c9486';

/** Source layers of the offline base map's tiles (apps/api basemaps/offline). */
export const OFFLINE_LAYERS = { land: 'countries', countryLabels: 'country_labels', places: 'places' } as const;

/** Kinds of place labels (`kind` of the `places` layer) and how each is written. */
export const OFFLINE_LABEL_LOOK: Record<string, { font: string; color: string; halo: string }> = {
  country: { font: '600 13px "Pretendard GOV", sans-serif', color: '#4b463e', halo: '#ffffff' },
  capital: { font: '700 14px "Pretendard GOV", sans-serif', color: '#222222', halo: '#ffffff' },
  city: { font: '600 13px "Pretendard GOV", sans-serif', color: '#333333', halo: '#ffffff' },
  district: { font: '500 12px "Pretendard GOV", sans-serif', color: '#4a4a4a', halo: '#ffffff' },
  sea: { font: 'italic 500 13px "Pretendard GOV", sans-serif', color: '#4f7399', halo: '#e8f1f8' },
};

/**
 * The clean style of the built-in offline base map: light land on a blue sea with grey borders,
 * country names (up to about 1:2M, from the tiles) and Korean place labels (capitals, cities,
 * Seoul's districts and seas, each drawn once from its own point).
 */
export function offlineBaseMapStyle(): StyleFunction {
  const land = new Style({
    fill: new Fill({ color: OFFLINE_LAND_COLOR }),
    stroke: new Stroke({ color: OFFLINE_BORDER_COLOR, width: 0.8 }),
  });
  const labels = new Map<string, Style>();
  const labelStyle = (kind: string, name: string): Style => {
    const key = `${kind}\u0000${name}`;
    let label = labels.get(key);
    if (!label) {
      const look = OFFLINE_LABEL_LOOK[kind] ?? OFFLINE_LABEL_LOOK.city;
      label = new Style({
        text: new Text({
          text: name,
          font: look.font,
          fill: new Fill({ color: look.color }),
          stroke: new Stroke({ color: look.halo, width: 3 }),
          overflow: true,
        }),
        zIndex: kind === 'capital' ? 3 : kind === 'city' ? 2 : 1,
      });
      labels.set(key, label);
    }
    return label;
  };
  return (feature: FeatureLike) => {
    const layer = feature.get('layer') as string | undefined;
    if (layer === OFFLINE_LAYERS.land || layer === undefined) return land;
    const country = layer === OFFLINE_LAYERS.countryLabels;
    const name = ((country && feature.get('name_ko')) || feature.get('name')) as string | undefined;
    if (!name) return undefined;
    const kind = country ? 'country' : String(feature.get('kind') ?? 'city');
    return labelStyle(kind, name);
  };
}
