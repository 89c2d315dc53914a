import type { FeatureLike } from 'ol/Feature';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style, { type StyleFunction } from 'ol/style/Style';
import Text from 'ol/style/Text';

/** Sea behind the countries of the offline base map. */
export const OFFLINE_SEA_COLOR = '#d6e6f2';
export const OFFLINE_LAND_COLOR = '#f4f1e8';
export const OFFLINE_BORDER_COLOR = '#9c9486';

/**
 * The clean style of the built-in offline base map (Natural Earth countries with `name` and
 * `iso`): light land on a blue sea, grey borders, country names from about 1:20M down.
 */
export function offlineBaseMapStyle(): StyleFunction {
  const land = new Style({
    fill: new Fill({ color: OFFLINE_LAND_COLOR }),
    stroke: new Stroke({ color: OFFLINE_BORDER_COLOR, width: 0.8 }),
  });
  const labels = new Map<string, Style>();
  return (feature: FeatureLike, resolution: number) => {
    const name = feature.get('name') as string | undefined;
    if (!name || resolution > 20000) return land;
    let label = labels.get(name);
    if (!label) {
      label = new Style({
        text: new Text({
          text: name,
          font: '12px sans-serif',
          fill: new Fill({ color: '#5a554c' }),
          stroke: new Stroke({ color: '#ffffff', width: 3 }),
          overflow: false,
        }),
      });
      labels.set(name, label);
    }
    return [land, label];
  };
}
