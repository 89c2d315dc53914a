import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import type Feature from 'ol/Feature';
import { LineString, Polygon, type Geometry } from 'ol/geom';
import Draw, { type DrawEvent } from 'ol/interaction/Draw';
import DragBox from 'ol/interaction/DragBox';
import type Interaction from 'ol/interaction/Interaction';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type { Extent } from 'ol/extent';
import type Projection from 'ol/proj/Projection';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import { formatArea, formatLength, measureArea, measureLength } from './measure';

export type ToolMode = 'none' | 'drawPoint' | 'drawLine' | 'drawPolygon' | 'measureLength' | 'measureArea' | 'selectArea';

export const TOOL_MODES: readonly ToolMode[] = ['none', 'drawPoint', 'drawLine', 'drawPolygon', 'measureLength', 'measureArea', 'selectArea'];

const SKETCH_STYLE = new Style({
  fill: new Fill({ color: 'rgba(255, 120, 0, 0.15)' }),
  stroke: new Stroke({ color: '#ff7800', width: 2 }),
  image: new CircleStyle({ radius: 5, fill: new Fill({ color: '#ff7800' }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) }),
});

export interface MapToolsOptions {
  /** Called with the extent (view projection) of a map-area selection. */
  onSelectArea?: (extent: Extent, projection: Projection) => void;
  /** Called when a measurement is finished, with its formatted text. */
  onMeasured?: (text: string, mode: 'measureLength' | 'measureArea') => void;
}

/**
 * The widget bar's map tools on one map: draw (point/line/polygon), measure distance/area
 * (geodesic, tooltips in m/km and m²/km²), map-area selection (box) and clear. One tool at a
 * time; the drawings stay on their own layer until cleared.
 */
export class MapTools {
  readonly layer: VectorLayer<VectorSource<Feature<Geometry>>>;
  private mode: ToolMode = 'none';
  private interaction: Interaction | null = null;
  private tooltips: Overlay[] = [];
  private listeners: EventsKey[] = [];

  constructor(
    private readonly map: OlMap,
    private readonly options: MapToolsOptions = {},
  ) {
    this.layer = new VectorLayer({ source: new VectorSource(), style: SKETCH_STYLE, zIndex: 10_000 });
    this.layer.set('nuriTools', true);
    map.addLayer(this.layer);
  }

  get current(): ToolMode {
    return this.mode;
  }

  /** Switches to a tool ('none' stops the current one). */
  setMode(mode: ToolMode): void {
    if (this.interaction) {
      this.map.removeInteraction(this.interaction);
      this.interaction = null;
    }
    this.listeners.forEach((k) => unByKey(k));
    this.listeners = [];
    this.mode = mode;
    const source = this.layer.getSource() as VectorSource;
    switch (mode) {
      case 'drawPoint':
        this.interaction = new Draw({ source, type: 'Point', style: SKETCH_STYLE });
        break;
      case 'drawLine':
        this.interaction = new Draw({ source, type: 'LineString', style: SKETCH_STYLE });
        break;
      case 'drawPolygon':
        this.interaction = new Draw({ source, type: 'Polygon', style: SKETCH_STYLE });
        break;
      case 'measureLength':
      case 'measureArea':
        this.interaction = this.measureInteraction(source, mode);
        break;
      case 'selectArea': {
        const box = new DragBox({ className: 'nuri-select-box' });
        box.on('boxend', () => this.options.onSelectArea?.(box.getGeometry().getExtent(), this.map.getView().getProjection()));
        this.interaction = box;
        break;
      }
      case 'none':
        break;
    }
    if (this.interaction) this.map.addInteraction(this.interaction);
  }

  /** Removes every drawing and measurement and stops the current tool. */
  clear(): void {
    this.setMode('none');
    (this.layer.getSource() as VectorSource).clear();
    this.tooltips.forEach((o) => this.map.removeOverlay(o));
    this.tooltips = [];
  }

  dispose(): void {
    this.clear();
    this.map.removeLayer(this.layer);
  }

  private measureInteraction(source: VectorSource, mode: 'measureLength' | 'measureArea'): Draw {
    const draw = new Draw({ source, type: mode === 'measureLength' ? 'LineString' : 'Polygon', style: SKETCH_STYLE });
    let tooltip: Overlay | null = null;
    let element: HTMLElement | null = null;
    const text = (geometry: Geometry): string => {
      const projection = this.map.getView().getProjection();
      return geometry instanceof Polygon ? formatArea(measureArea(geometry, projection)) : formatLength(measureLength(geometry, projection));
    };
    const position = (geometry: Geometry): number[] | undefined =>
      geometry instanceof Polygon ? geometry.getInteriorPoint().getCoordinates() : geometry instanceof LineString ? geometry.getLastCoordinate() : undefined;
    draw.on('drawstart', (event: DrawEvent) => {
      element = document.createElement('div');
      element.className = 'nuri-measure-tooltip';
      element.setAttribute('role', 'status');
      element.dataset.mode = mode;
      tooltip = new Overlay({ element, offset: [0, -15], positioning: 'bottom-center', stopEvent: false });
      this.map.addOverlay(tooltip);
      this.tooltips.push(tooltip);
      const geometry = event.feature.getGeometry();
      if (geometry) {
        this.listeners.push(
          geometry.on('change', () => {
            if (!element || !tooltip) return;
            element.textContent = text(geometry);
            tooltip.setPosition(position(geometry));
          }),
        );
      }
    });
    draw.on('drawend', (event: DrawEvent) => {
      const geometry = event.feature.getGeometry();
      if (geometry && element && tooltip) {
        const t = text(geometry);
        element.textContent = t;
        element.classList.add('nuri-measure-tooltip--done');
        tooltip.setPosition(position(geometry));
        this.options.onMeasured?.(t, mode);
      }
      element = null;
      tooltip = null;
      this.listeners.forEach((k) => unByKey(k));
      this.listeners = [];
    });
    return draw;
  }
}
