import { formatDateTime } from './dates';
import { addDateStrings, cleanParams } from './request-cleanup';

describe('cleanParams', () => {
  it('drops empty, null, undefined, false and NaN and keeps 0', () => {
    expect(
      cleanParams({
        a: '',
        b: null,
        c: undefined,
        d: false,
        e: Number.NaN,
        zero: 0,
        negZero: -0,
        t: true,
        s: 'x',
        n: 5,
      }),
    ).toEqual({ zero: 0, negZero: -0, t: true, s: 'x', n: 5 });
  });

  it("keeps the strings 'null', 'undefined', '0', 'false' and whitespace", () => {
    expect(cleanParams({ a: 'null', b: 'undefined', c: '0', d: 'false', e: ' ' })).toEqual({
      a: 'null',
      b: 'undefined',
      c: '0',
      d: 'false',
      e: ' ',
    });
  });

  it('recurses into nested objects and objects inside arrays', () => {
    expect(
      cleanParams({
        shareList: [
          { id: 'kim', nm: '' },
          { id: 'lee', ordr: 0 },
        ],
        opt: { x: null, y: 1 },
      }),
    ).toEqual({
      shareList: [{ id: 'kim' }, { id: 'lee', ordr: 0 }],
      opt: { y: 1 },
    });
  });

  it('keeps array elements in place', () => {
    expect(cleanParams({ flags: [true, false, 0, ''] })).toEqual({ flags: [true, false, 0, ''] });
  });

  it('does not touch class instances or mutate the input', () => {
    const when = new Date(2024, 0, 1);
    const input = { when, empty: '' };
    const result = cleanParams(input);
    expect(result).toEqual({ when });
    expect(result.when).toBe(when);
    expect(input).toEqual({ when, empty: '' });
  });
});

describe('addDateStrings', () => {
  it('adds <field>_str in YYYY-MM-DD HH:mm:ss local time', () => {
    expect(addDateStrings({ registDt: '2024-07-11T09:05:07', title: 'map' })).toEqual({
      registDt: '2024-07-11T09:05:07',
      registDt_str: '2024-07-11 09:05:07',
      title: 'map',
    });
  });

  it('converts zoned date-times to local time', () => {
    const result = addDateStrings({ creatDt: '2024-07-11T00:30:00Z' });
    expect(result).toEqual({
      creatDt: '2024-07-11T00:30:00Z',
      creatDt_str: formatDateTime(new Date(Date.UTC(2024, 6, 11, 0, 30))),
    });
  });

  it('works at any depth, in arrays too', () => {
    const result = addDateStrings({ result: { content: [{ registDt: '2024-01-02T03:04:05' }], total: 1 } });
    expect(result).toEqual({
      result: {
        content: [{ registDt: '2024-01-02T03:04:05', registDt_str: '2024-01-02 03:04:05' }],
        total: 1,
      },
    });
  });

  it('ignores dates without time, other text, numbers and existing _str fields', () => {
    expect(
      addDateStrings({
        day: '2024-07-11',
        text: 'hello',
        n: 20240711,
        at: '2024-07-11T09:05:07',
        at_str: 'keep',
      }),
    ).toEqual({ day: '2024-07-11', text: 'hello', n: 20240711, at: '2024-07-11T09:05:07', at_str: 'keep' });
  });

  it('passes non-objects through', () => {
    expect(addDateStrings('2024-07-11T09:05:07')).toBe('2024-07-11T09:05:07');
    expect(addDateStrings(null)).toBeNull();
  });
});
