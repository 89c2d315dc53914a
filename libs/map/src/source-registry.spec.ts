import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import TileImage from 'ol/source/TileImage';
import TileWMS from 'ol/source/TileWMS';
import VectorSource from 'ol/source/Vector';
import VectorTileSource from 'ol/source/VectorTile';
import WMTS from 'ol/source/WMTS';
import XYZ from 'ol/source/XYZ';
import { createRemoteLayer, isCapabilitiesUrl, layerFactoryFor, sourceProjection } from './source-registry';
import { registerProjections } from './projections';

const ctx = { projection: 'EPSG:5186' };

function tileUrl(layer: unknown, z = 3, x = 5, y = 2): string | undefined {
  const source = (layer as TileLayer).getSource() as XYZ;
  const fn = source.getTileUrlFunction();
  return fn([z, x, y], 1, source.getProjection()!);
}

describe('layer factory registry by lyrStleCode', () => {
  beforeAll(() => registerProjections());

  it.each([
    ['T', 'wmts'],
    ['F', 'wfs'],
    ['Z', 'xyz'],
    ['I', 'tileImage'],
    ['A', 'arcTile'],
    ['U', 'tms'],
    ['H', 'hybrid'],
    ['V', 'mvt'],
    ['W', 'wms'],
    ['', 'wms'],
    [null, 'wms'],
    ['q', 'wms'],
    [' z ', 'xyz'],
  ])('code %p is drawn as %s', (code, kind) => {
    expect(layerFactoryFor(code as string | null).kind).toBe(kind);
  });

  it('Z: an XYZ tile layer on the template, CORS-enabled for thumbnails', () => {
    const layer = createRemoteLayer({ id: 'OSM', lyrStleCode: 'Z', mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, ctx);
    expect(layer).toBeInstanceOf(TileLayer);
    const source = (layer as TileLayer).getSource();
    expect(source).toBeInstanceOf(XYZ);
    expect(source!.getProjection()!.getCode()).toBe('EPSG:3857');
    expect(tileUrl(layer)).toBe('https://tile.openstreetmap.org/3/5/2.png');
    expect(layer.get('nuriKind')).toBe('xyz');
    expect(layer.get('nuriId')).toBe('OSM');
  });

  it('U: TMS counts rows from the bottom', () => {
    const layer = createRemoteLayer({ id: 'tms', lyrStleCode: 'U', mapUrl: 'https://t.example/{z}/{x}/{y}.png' }, ctx);
    // zoom 3 has 8 rows: row 2 from the top is row 5 from the bottom.
    expect(tileUrl(layer)).toBe('https://t.example/3/5/5.png');
  });

  it('A: ArcGIS cached tiles under /tile/{z}/{y}/{x}', () => {
    const layer = createRemoteLayer({ id: 'arc', lyrStleCode: 'A', mapUrl: 'https://arc.example/MapServer/' }, ctx);
    expect(tileUrl(layer)).toBe('https://arc.example/MapServer/tile/3/2/5');
  });

  it('I: tile images on a provider grid (kakao in EPSG:5181)', () => {
    const layer = createRemoteLayer({ id: 'kakao', lyrStleCode: 'I', mapUrl: 'https://k.example/L{z}/{-y}/{x}.png', params: { provider: 'kakao' } }, ctx);
    const source = (layer as TileLayer).getSource() as TileImage;
    expect(source).toBeInstanceOf(TileImage);
    expect(source.getProjection()!.getCode()).toBe('EPSG:5181');
    expect(source.getTileGrid()!.getResolutions()).toHaveLength(14);
    // The grid's origin is its bottom-left corner: OpenLayers row -1 is the first row from the bottom.
    expect(tileUrl(layer, 2, 1, -1)).toBe('https://k.example/L2/0/1.png');
    expect(tileUrl(layer, 2, 1, -3)).toBe('https://k.example/L2/2/1.png');
  });

  it('H: an overlay flagged to be drawn over another base map', () => {
    const layer = createRemoteLayer({ id: 'hyb', lyrStleCode: 'H', mapUrl: 'https://h.example/{z}/{x}/{y}.png' }, ctx);
    expect(layer.get('nuriOverlay')).toBe(true);
    expect((layer as TileLayer).getSource()).toBeInstanceOf(XYZ);
  });

  it('T: a WMTS REST template with the GoogleMapsCompatible grid', () => {
    const layer = createRemoteLayer(
      { id: 'vworld', lyrStleCode: 'T', mapUrl: 'https://api.vworld.kr/req/wmts/1.0.0/KEY/Base/{TileMatrix}/{TileRow}/{TileCol}.png', params: { layer: 'Base' } },
      ctx,
    );
    const source = (layer as TileLayer).getSource() as WMTS;
    expect(source).toBeInstanceOf(WMTS);
    expect(source.getLayer()).toBe('Base');
    expect(tileUrl(layer, 7, 109, 49)).toBe('https://api.vworld.kr/req/wmts/1.0.0/KEY/Base/7/49/109.png');
  });

  it('T: a capabilities URL is read asynchronously (the layer starts without a source)', () => {
    expect(isCapabilitiesUrl('https://x.example/wmts?SERVICE=WMTS&REQUEST=GetCapabilities')).toBe(true);
    expect(isCapabilitiesUrl('https://x.example/1.0.0/WMTSCapabilities.xml')).toBe(true);
    const fetch = jest.fn().mockReturnValue(new Promise(() => undefined));
    const layer = createRemoteLayer({ id: 'caps', lyrStleCode: 'T', mapUrl: 'https://x.example/1.0.0/WMTSCapabilities.xml' }, { ...ctx, fetch });
    expect((layer as TileLayer).getSource()).toBeNull();
    expect(fetch).toHaveBeenCalledWith('https://x.example/1.0.0/WMTSCapabilities.xml');
  });

  it('F: WFS GetFeature as GeoJSON by the view extent in the view projection', () => {
    const layer = createRemoteLayer({ id: 'wfs', lyrStleCode: 'F', mapUrl: '/api/map/wfs?upstream=test', params: { typeName: 'roads' } }, ctx);
    expect(layer).toBeInstanceOf(VectorLayer);
    const source = (layer as VectorLayer).getSource() as VectorSource;
    const url = source.getUrl() as (e: number[], r: number, p: unknown) => string;
    const u = new URL(url([1, 2, 3, 4], 1, null), 'http://h');
    expect(u.pathname).toBe('/api/map/wfs');
    expect(u.searchParams.get('upstream')).toBe('test');
    expect(u.searchParams.get('request')).toBe('GetFeature');
    expect(u.searchParams.get('typeName')).toBe('roads');
    expect(u.searchParams.get('srsName')).toBe('EPSG:5186');
    expect(u.searchParams.get('bbox')).toBe('1,2,3,4,EPSG:5186');
  });

  it('V: our MVT (offline base map) with a sea background and the clean style', () => {
    const layer = createRemoteLayer({ id: 'OFFLINE_WORLD', lyrStleCode: 'V', mapUrl: '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt' }, ctx);
    expect(layer).toBeInstanceOf(VectorTileLayer);
    const source = (layer as VectorTileLayer).getSource() as VectorTileSource;
    expect(source.getUrls()).toEqual(['/api/basemap/offline/tiles/{z}/{x}/{y}.mvt']);
    expect(layer.getBackground()).toBe('#d6e6f2');
  });

  it('anything else: WMS tiles with upper-cased parameters in the view projection', () => {
    const layer = createRemoteLayer({ id: 'wms', lyrStleCode: 'W', mapUrl: '/api/map/wms?upstream=x', params: { layers: 'lp_pa_cbnd', styles: '', projection: 'EPSG:5186' } }, ctx);
    const source = (layer as TileLayer).getSource() as TileWMS;
    expect(source).toBeInstanceOf(TileWMS);
    expect(source.getParams()).toEqual({ LAYERS: 'lp_pa_cbnd', STYLES: '', TILED: true });
    expect(source.getProjection()!.getCode()).toBe('EPSG:5186');
  });

  it('takes a tiled source projection from its parameters or provider', () => {
    expect(sourceProjection({ id: 'a', lyrStleCode: 'Z', mapUrl: '', params: { projection: 'EPSG:5179' } })).toBe('EPSG:5179');
    expect(sourceProjection({ id: 'a', lyrStleCode: 'Z', mapUrl: '', params: { provider: 'kakao' } })).toBe('EPSG:5181');
    expect(sourceProjection({ id: 'a', lyrStleCode: 'Z', mapUrl: '' })).toBe('EPSG:3857');
  });
});
