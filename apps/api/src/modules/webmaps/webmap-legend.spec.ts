import { legendOfToc, WEBMAP_MAX_LAYERS } from '@nuri/domain';
import { checkLegend } from './webmap-legend';

const fields = (raw: unknown) => checkLegend(raw, ['a', 'b', 'c']).errors.map((e) => e.field);

describe('checkLegend', () => {
  it('keeps the order of layers the TOC holds and the folded state; the default is stored as null', () => {
    expect(checkLegend({ order: ['c', 'gone', 'a'], hidden: true }, ['a', 'b', 'c'])).toEqual({ legend: { order: ['c', 'a'], hidden: true }, errors: [] });
    expect(checkLegend({ order: ['b'] }, ['a', 'b'])).toEqual({ legend: { order: ['b'], hidden: false }, errors: [] });
    expect(checkLegend(undefined, ['a']).legend).toBeNull();
    expect(checkLegend(null, ['a']).legend).toBeNull();
    expect(checkLegend({}, ['a']).legend).toBeNull();
    expect(checkLegend({ order: ['gone'], hidden: false }, ['a']).legend).toBeNull();
  });

  it('names every problem by its path', () => {
    expect(fields('a,b')).toEqual(['legend']);
    expect(fields(['a'])).toEqual(['legend']);
    expect(fields({ order: 'a' })).toEqual(['legend.order']);
    expect(fields({ order: Array.from({ length: WEBMAP_MAX_LAYERS + 1 }, (_, i) => `l${i}`) })).toEqual(['legend.order']);
    expect(fields({ order: ['a', 7, '', 'x'.repeat(41), 'a'], hidden: 'yes', color: 'red' })).toEqual([
      'legend.color',
      'legend.hidden',
      'legend.order[1]',
      'legend.order[2]',
      'legend.order[3]',
      'legend.order[4]',
    ]);
    expect(checkLegend({ order: ['a', 'a'] }, ['a']).errors).toEqual([{ field: 'legend.order[1]', message: 'webmap.legend.idDuplicate', params: { lyrId: 'a' } }]);
  });

  it('reads a saved legend without the layers deleted since', () => {
    expect(legendOfToc({ order: ['c', 'gone', 'a'], hidden: true }, ['a', 'b', 'c'])).toEqual({ order: ['c', 'a'], hidden: true });
    expect(legendOfToc(null, ['a'])).toEqual({ order: [], hidden: false });
  });
});
