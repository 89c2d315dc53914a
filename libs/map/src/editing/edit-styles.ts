import { MultiPoint, type Geometry } from 'ol/geom';
import type { FeatureLike } from 'ol/Feature';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';

const ORANGE = '#d9480f';
const BLUE = '#0b50d0';

/** Features being edited: orange outlines over the (hidden) layer's tiles. */
export const EDIT_STYLE = new Style({
  fill: new Fill({ color: 'rgba(217, 72, 15, 0.12)' }),
  stroke: new Stroke({ color: ORANGE, width: 2 }),
  image: new CircleStyle({ radius: 6, fill: new Fill({ color: ORANGE }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

const vertices = new Style({
  image: new CircleStyle({ radius: 4, fill: new Fill({ color: '#ffffff' }), stroke: new Stroke({ color: BLUE, width: 2 }) }),
  geometry: (feature: FeatureLike) => {
    const g = feature.getGeometry() as Geometry | undefined;
    if (!g || g.getType() === 'Point') return undefined;
    const coords = (g as unknown as { getFlatCoordinates(): number[]; getStride(): number });
    const flat = coords.getFlatCoordinates();
    const stride = coords.getStride();
    const points: number[][] = [];
    for (let i = 0; i < flat.length; i += stride) points.push([flat[i], flat[i + 1]]);
    return new MultiPoint(points);
  },
});

/** The selected feature and sketches: blue, with its vertices marked. */
export const SELECTED_STYLE = [
  new Style({
    fill: new Fill({ color: 'rgba(11, 80, 208, 0.15)' }),
    stroke: new Stroke({ color: BLUE, width: 3 }),
    image: new CircleStyle({ radius: 7, fill: new Fill({ color: BLUE }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  }),
  vertices,
];
