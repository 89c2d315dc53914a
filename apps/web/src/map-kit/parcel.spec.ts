import { lookUpParcel, parcelQueryUrl, parcelRows } from './parcel';

describe('one-parcel lookup', () => {
  it('asks the VWorld upstream of the map proxy for the cadastral parcel around the point', () => {
    const url = new URL(parcelQueryUrl([14135055.5, 4517246.7]), 'http://h');
    expect(url.pathname).toBe('/api/map/wfs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      upstream: 'vworld',
      SERVICE: 'WFS',
      VERSION: '1.1.0',
      REQUEST: 'GetFeature',
      TYPENAME: 'lp_pa_cbnd_bubun',
      SRSNAME: 'EPSG:3857',
      BBOX: '14135054.50,4517245.70,14135056.50,4517247.70,EPSG:3857',
      OUTPUTFORMAT: 'application/json',
      MAXFEATURES: '1',
    });
  });

  it('shows the first parcel’s plain attributes', () => {
    expect(parcelRows({ features: [{ properties: { pnu: '1114010300100010000', jibun: '1대', addr: '서울특별시 중구 태평로1가 1', bbox: [1, 2] } }] })).toEqual([
      ['pnu', '1114010300100010000'],
      ['jibun', '1대'],
      ['addr', '서울특별시 중구 태평로1가 1'],
    ]);
    expect(parcelRows({ features: [] })).toBeNull();
    expect(parcelRows(null)).toBeNull();
  });

  it('fails on a refused request, so the screen can say so', async () => {
    const refused = jest.fn(async () => new Response('{}', { status: 502 })) as unknown as typeof fetch;
    await expect(lookUpParcel([0, 0], refused)).rejects.toThrow('502');
    const found = jest.fn(async () => new Response(JSON.stringify({ features: [{ properties: { pnu: '1' } }] }), { status: 200 })) as unknown as typeof fetch;
    await expect(lookUpParcel([0, 0], found)).resolves.toEqual([['pnu', '1']]);
  });
});
