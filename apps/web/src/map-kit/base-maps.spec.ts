import { baseMapSpec, defaultBaseMap, tocLayerInfo, underlayFor } from './base-maps';
import type { BaseMapItem } from './map-types';

function base(id: string, extra: Partial<BaseMapItem> = {}): BaseMapItem {
  return { bcrnMapId: id, bcrnMapNm: id, bcrnMapClCode: '01', lyrStleCode: 'Z', mapUrl: `https://${id}/{z}/{x}/{y}.png`, mapUrlparamtr: null, thumbnailUrl: null, availableAt: 'Y', unavailableReason: null, ...extra };
}

describe('base-map choice', () => {
  const osm = base('OSM');
  const offline = base('OFFLINE_WORLD', { lyrStleCode: 'V' });
  const vworld = base('VWORLD', { lyrStleCode: 'T', availableAt: 'N', unavailableReason: 'no key' });
  const hybrid = base('HYBRID', { lyrStleCode: 'H' });

  it('a new map opens on the offline base map when it is usable, else on the first usable one', () => {
    expect(defaultBaseMap([osm, offline, vworld])?.bcrnMapId).toBe('OFFLINE_WORLD');
    expect(defaultBaseMap([vworld, hybrid, osm])?.bcrnMapId).toBe('OSM');
    expect(defaultBaseMap([vworld, hybrid])).toBeNull();
  });

  it('a hybrid overlay goes over its named base map, else the default one', () => {
    expect(underlayFor(base('H2', { lyrStleCode: 'H', mapUrlparamtr: { under: 'OSM' } }), [offline, osm])?.bcrnMapId).toBe('OSM');
    expect(underlayFor(hybrid, [osm, offline])?.bcrnMapId).toBe('OFFLINE_WORLD');
    expect(underlayFor(base('H3', { lyrStleCode: 'H', mapUrlparamtr: { under: 'VWORLD' } }), [vworld, osm])?.bcrnMapId).toBe('OSM');
  });

  it('hands the engine the id, code, URL and parameters', () => {
    expect(baseMapSpec(base('W', { lyrStleCode: 'W', mapUrlparamtr: { layers: 'a' } }))).toEqual({ id: 'W', lyrStleCode: 'W', mapUrl: 'https://W/{z}/{x}/{y}.png', params: { layers: 'a' } });
  });

  it('turns a layer from the search or upload widget into a TOC layer', () => {
    const layer = {
      lyrId: 'L1', lyrNm: '도로', lyrDc: null, lyrTySeCode: '2', holdDataSeCode: '1', insttCode: 'x', registerId: 'u', registerNm: null, registDt: '', updtDt: '',
      publishAt: 'N', publishDt: null, featureCnt: 40, geomType: 'MultiLineString', srid: 5186, status: 'READY', thumbnailUrl: null, uploadTy: 'shp',
      lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 3,
    } as Parameters<typeof tocLayerInfo>[0];
    expect(tocLayerInfo(layer)).toEqual({ lyrId: 'L1', lyrNm: '도로', lyrTySeCode: '2', uploadTy: 'shp', lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 3, viewable: true });
  });
});
