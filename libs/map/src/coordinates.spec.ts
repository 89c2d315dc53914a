import { parseCoordinates } from './coordinates';

describe('coordinate search', () => {
  it('reads longitude/latitude and gives the EPSG:5186 point', () => {
    const p = parseCoordinates('lonlat', ' 127 ', '38');
    expect(p!.lonLat).toEqual([127, 38]);
    expect(p!.tm[0]).toBeCloseTo(200000, 3);
    expect(p!.tm[1]).toBeCloseTo(600000, 3);
  });

  it('reads EPSG:5186 metres as they are', () => {
    expect(parseCoordinates('5186', '198000', '551000')).toEqual({ lonLat: null, tm: [198000, 551000] });
  });

  it.each([
    ['lonlat', '', '37'],
    ['lonlat', '127', 'abc'],
    ['lonlat', '181', '37'],
    ['lonlat', '127', '-91'],
    ['lonlat', '127,5', '37'],
    ['5186', '5000000', '551000'],
    ['5186', '198000', ''],
  ] as const)('refuses %s %p %p', (system, x, y) => {
    expect(parseCoordinates(system, x, y)).toBeNull();
  });
});
