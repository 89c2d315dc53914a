import { defaultLayerStyle } from '@nuri/domain';
import MVT from 'ol/format/MVT';
import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import TileLayer from 'ol/layer/Tile';
import Cluster from 'ol/source/Cluster';
import VectorTileSource from 'ol/source/VectorTile';
import XYZ from 'ol/source/XYZ';
import TileState from 'ol/TileState';
import { get as getProjection } from 'ol/proj';
import { applyLayerStyle, authorizedTileLoader, createOwnLayer, ownLayerKind, rasterUrl, retargetVectorTiles, vectorTileUrl } from './own-layers';

const style = defaultLayerStyle();
const ctx = { projection: 'EPSG:3857', getAccessToken: () => 'tok-123' };

describe('our own layers', () => {
  it('picks how a layer is drawn from its type and upload', () => {
    expect(ownLayerKind({ uploadTy: 'shp', lyrTySeCode: '3' })).toBe('vectorTile');
    expect(ownLayerKind({ uploadTy: 'geocoding', lyrTySeCode: '1' })).toBe('vectorTile');
    expect(ownLayerKind({ uploadTy: 'geocoding', lyrTySeCode: '1', cluster: true })).toBe('clusteredPoints');
    expect(ownLayerKind({ uploadTy: 'shp', lyrTySeCode: '3', cluster: true })).toBe('vectorTile');
    expect(ownLayerKind({ uploadTy: 'geotiff', lyrTySeCode: '0' })).toBe('cog');
    expect(ownLayerKind({ uploadTy: 'image', lyrTySeCode: '0' })).toBe('cog');
    expect(ownLayerKind({ uploadTy: 'image', lyrTySeCode: '0', imageUrl: '/a.png', imageExtent: [0, 0, 1, 1] })).toBe('image');
    expect(ownLayerKind({ uploadTy: 'web', lyrTySeCode: '3' })).toBe('remote');
  });

  it('addresses tiles and rasters under /api/tiles with the data version', () => {
    expect(vectorTileUrl({ lyrId: 'LYR_1', dataVersion: 3 })).toBe('/api/tiles/LYR_1/{z}/{x}/{y}.mvt?v=3');
    expect(rasterUrl({ lyrId: 'LYR_1', dataVersion: 2 })).toBe('/api/tiles/LYR_1/raster.tif?v=2');
  });

  it('layers seen through a web map carry userMapId on their tile and raster URLs', () => {
    expect(vectorTileUrl({ lyrId: 'LYR_1', dataVersion: 3, userMapId: 'MAP 1' })).toBe('/api/tiles/LYR_1/{z}/{x}/{y}.mvt?v=3&userMapId=MAP%201');
    expect(rasterUrl({ lyrId: 'LYR_1', userMapId: 'M2' })).toBe('/api/tiles/LYR_1/raster.tif?userMapId=M2');
    const layer = createOwnLayer({ lyrId: 'L1', lyrTySeCode: '3', uploadTy: 'shp', dataVersion: 1, style, userMapId: 'M9' }, ctx) as VectorTileLayer;
    expect((layer.getSource() as VectorTileSource).getUrls()).toEqual(['/api/tiles/L1/{z}/{x}/{y}.mvt?v=1&userMapId=M9']);
  });

  it('puts the time window on vector tile URLs and re-targets a drawn layer in place for a new one', () => {
    const time = { column: '개설일', from: '2024-02-29T15:00:00.000Z', to: '2024-03-31T15:00:00.000Z' };
    const url = vectorTileUrl({ lyrId: 'L1', dataVersion: 2, time });
    expect(url).toBe('/api/tiles/L1/{z}/{x}/{y}.mvt?v=2&time=2024-02-29T15%3A00%3A00.000Z%2F2024-03-31T15%3A00%3A00.000Z&timeColumn=%EA%B0%9C%EC%84%A4%EC%9D%BC');
    const layer = createOwnLayer({ lyrId: 'L1', lyrTySeCode: '1', uploadTy: 'shp', dataVersion: 2, style }, ctx) as VectorTileLayer;
    expect(retargetVectorTiles(layer, url)).toBe(true);
    expect((layer.getSource() as VectorTileSource).getUrls()).toEqual([url]);
    expect(retargetVectorTiles(layer, url)).toBe(false);
    expect(rasterUrl({ lyrId: 'L1', dataVersion: 2 })).toBe('/api/tiles/L1/raster.tif?v=2');
  });

  it('clustered points load their features through the web map they are seen in', async () => {
    const loadFeatures = jest.fn(async () => ({ type: 'FeatureCollection', features: [] }));
    const layer = createOwnLayer({ lyrId: 'P1', lyrTySeCode: '1', uploadTy: 'geocoding', style, cluster: true, userMapId: 'M3' }, { ...ctx, loadFeatures }) as VectorLayer;
    const points = (layer.getSource() as Cluster).getSource()!;
    points.loadFeatures([0, 0, 1, 1], 1, getProjection('EPSG:3857')!);
    await Promise.resolve();
    expect(loadFeatures).toHaveBeenCalledWith('P1', 'M3');
  });

  it('vector layers: vector tiles styled by the layer style', () => {
    const layer = createOwnLayer({ lyrId: 'L1', lyrTySeCode: '3', uploadTy: 'shp', dataVersion: 1, style }, ctx) as VectorTileLayer;
    expect(layer).toBeInstanceOf(VectorTileLayer);
    expect((layer.getSource() as VectorTileSource).getUrls()).toEqual(['/api/tiles/L1/{z}/{x}/{y}.mvt?v=1']);
    expect(layer.get('nuriLyrId')).toBe('L1');
    const before = layer.getStyle();
    applyLayerStyle(layer, { ...style, base: { ...style.base, fillColor: '#ff0000' } });
    expect(layer.getStyle()).not.toBe(before);
  });

  it('clustered point layers: a Cluster of distance 50 on features from the loader', () => {
    const loadFeatures = jest.fn().mockResolvedValue({ type: 'FeatureCollection', features: [] });
    const layer = createOwnLayer({ lyrId: 'P1', lyrTySeCode: '1', uploadTy: 'geocoding', style, cluster: true }, { ...ctx, loadFeatures }) as VectorLayer;
    expect(layer).toBeInstanceOf(VectorLayer);
    const cluster = layer.getSource() as Cluster;
    expect(cluster).toBeInstanceOf(Cluster);
    expect(cluster.getDistance()).toBe(50);
  });

  it('web layers go through the lyrStleCode registry', () => {
    const layer = createOwnLayer({ lyrId: 'W1', lyrTySeCode: '3', uploadTy: 'web', lyrStleCode: 'Z', mapUrl: 'https://t.example/{z}/{x}/{y}.png', style }, ctx);
    expect(layer).toBeInstanceOf(TileLayer);
    expect((layer as TileLayer).getSource()).toBeInstanceOf(XYZ);
    expect(layer.get('nuriLyrId')).toBe('W1');
  });

  it('loads tiles with the bearer token; 204 is an empty tile, errors mark the tile', async () => {
    const fetch = jest.fn();
    const loader = authorizedTileLoader({ ...ctx, fetch }, new MVT());
    const projection = getProjection('EPSG:3857')!;
    const tile = { setLoader: jest.fn(), setFeatures: jest.fn(), setState: jest.fn() };

    fetch.mockResolvedValueOnce({ status: 204, ok: true });
    loader(tile as never, '/api/tiles/L1/1/0/0.mvt');
    tile.setLoader.mock.calls[0][0]([0, 0, 1, 1], 1, projection);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).toHaveBeenCalledWith('/api/tiles/L1/1/0/0.mvt', { headers: { Authorization: 'Bearer tok-123' } });
    expect(tile.setFeatures).toHaveBeenCalledWith([]);

    fetch.mockResolvedValueOnce({ status: 403, ok: false });
    loader(tile as never, '/api/tiles/L1/1/0/0.mvt');
    tile.setLoader.mock.calls[1][0]([0, 0, 1, 1], 1, projection);
    await new Promise((r) => setTimeout(r, 0));
    expect(tile.setState).toHaveBeenCalledWith(TileState.ERROR);
  });
});
