/** @jest-environment jsdom */
import { defaultLayerStyle } from '@nuri/domain';
import { toLonLat } from 'ol/proj';
import type Layer from 'ol/layer/Layer';
import { BASE_MAP_FAILED_LOADS, baseMapGrid, MapController } from './map-controller';

// jsdom has no ResizeObserver; OpenLayers only needs it to watch a target element (none here).
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const style = defaultLayerStyle();
const osm = { id: 'OSM', lyrStleCode: 'Z', mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };
const offline = { id: 'OFFLINE_WORLD', lyrStleCode: 'V', mapUrl: '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt' };
const wms = { id: 'WMS', lyrStleCode: 'W', mapUrl: '/api/map/wms?upstream=a', params: { layers: 'x' } };
const hybrid = { id: 'HYB', lyrStleCode: 'H', mapUrl: 'https://h.example/{z}/{x}/{y}.png' };

function spec(lyrId: string) {
  return { lyrId, lyrTySeCode: '3', uploadTy: 'shp', dataVersion: 1, style };
}

describe('MapController', () => {
  it('base maps on a tile grid switch the view to it, keeping the centre', () => {
    const c = new MapController();
    expect(c.map.getView().getProjection().getCode()).toBe('EPSG:5186');
    const before = toLonLat(c.map.getView().getCenter()!, 'EPSG:5186');
    c.setBaseMap(osm);
    const view = c.map.getView();
    expect(view.getProjection().getCode()).toBe('EPSG:3857');
    const after = toLonLat(view.getCenter()!, 'EPSG:3857');
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
    expect(c.baseMapId).toBe('OSM|');
    c.dispose();
  });

  it('reports a base map whose tiles all fail, once; one loaded tile keeps it quiet', () => {
    const failed: string[] = [];
    const c = new MapController({ onBaseMapError: (id) => failed.push(id) });
    const source = () => (c.map.getLayers().getArray().find((l) => l.get('nuriBase')) as Layer).getSource()!;
    c.setBaseMap(osm);
    for (let i = 0; i < BASE_MAP_FAILED_LOADS - 1; i++) source().dispatchEvent('tileloaderror');
    expect(failed).toEqual([]);
    source().dispatchEvent('tileloaderror');
    source().dispatchEvent('tileloaderror');
    expect(failed).toEqual(['OSM']);
    // Another base map starts afresh; a tile that loads means the server answers.
    c.setBaseMap(offline);
    source().dispatchEvent('tileloadend');
    for (let i = 0; i < BASE_MAP_FAILED_LOADS * 2; i++) source().dispatchEvent('tileloaderror');
    expect(failed).toEqual(['OSM']);
    c.dispose();
  });

  it('the offline vector base map is on the Web Mercator grid; WMS keeps the view', () => {
    expect(baseMapGrid(offline)!.srid).toBe(3857);
    expect(baseMapGrid(wms)).toBeNull();
    expect(baseMapGrid({ ...wms, params: { projection: 'EPSG:5179' } })!.srid).toBe(5179);
    expect(baseMapGrid({ ...osm, params: { provider: 'kakao' } })!.srid).toBe(5181);
  });

  it('a hybrid overlay is drawn over the base map under it', () => {
    const c = new MapController();
    c.setBaseMap(hybrid, osm);
    const bases = c.map.getLayers().getArray().filter((l) => l.get('nuriBase'));
    expect(bases.map((l) => l.get('nuriId'))).toEqual(['OSM', 'HYB']);
    expect(bases[1].getZIndex()!).toBeGreaterThan(bases[0].getZIndex()!);
    c.dispose();
  });

  it('syncs our layers with the TOC: add, order, visibility, opacity, restyle, remove', () => {
    const c = new MapController();
    c.syncLayers([
      { key: 'a', spec: spec('A'), visible: true, opacity: 1, zIndex: 0 },
      { key: 'b', spec: spec('B'), visible: false, opacity: 0.5, zIndex: 1 },
    ]);
    const a = c.layerOf('a')!;
    const b = c.layerOf('b')!;
    expect(b.getVisible()).toBe(false);
    expect(b.getOpacity()).toBe(0.5);
    expect(b.getZIndex()).toBe(1);
    const restyled = { ...style, base: { ...style.base, fillColor: '#ff0000' } };
    c.syncLayers([
      { key: 'b', spec: spec('B'), visible: true, opacity: 1, zIndex: 0 },
      { key: 'a', spec: { ...spec('A'), style: restyled }, visible: true, opacity: 1, zIndex: 1 },
    ]);
    expect(c.layerOf('a')).toBe(a); // restyled in place, not rebuilt
    expect(a.getZIndex()).toBe(1);
    expect(b.getZIndex()).toBe(0);
    c.syncLayers([{ key: 'b', spec: { ...spec('B'), dataVersion: 2 }, visible: true, opacity: 1, zIndex: 0 }]);
    expect(c.layerOf('a')).toBeUndefined();
    expect(c.layerOf('b')).not.toBe(b); // new data version: new source
    expect(c.map.getLayers().getArray().includes(a)).toBe(false);
    c.dispose();
  });

  it('rebuilds our layers in the new projection after a switch', () => {
    const c = new MapController();
    c.syncLayers([{ key: 'a', spec: spec('A'), visible: true, opacity: 1, zIndex: 0 }]);
    const first = c.layerOf('a');
    c.setBaseMap(offline);
    expect(c.layerOf('a')).toBeDefined();
    expect(c.layerOf('a')).not.toBe(first);
    c.dispose();
  });
});
