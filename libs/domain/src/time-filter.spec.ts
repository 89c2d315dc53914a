import { addSteps, formatStep, formatTimeWindow, normalizeTimeSetting, parseTimeWindow, stepsBetween, stepStart, timeWindowParam, validateTimeSetting } from './time-filter';

describe('time filter (issue 24)', () => {
  it('parses a window of two zoned ISO instants, from before to', () => {
    const w = parseTimeWindow('2024-03-01T00:00:00+09:00/2024-04-01T00:00:00+09:00');
    expect(w && timeWindowParam(w.from, w.to)).toBe('2024-02-29T15:00:00.000Z/2024-03-31T15:00:00.000Z');
    expect(parseTimeWindow('2024-02-29T23:30:00-05:00/2024-03-01T00:00:00+09:00')).toBeNull();
    expect(parseTimeWindow('2024-02-29T23:30:00-05:00/2024-03-02T00:00:00+09:00')?.from.toISOString()).toBe('2024-03-01T04:30:00.000Z');
    for (const bad of ['2024-03-01', '2024-03-01T00:00:00/2024-04-01T00:00:00', '2024-04-01T00:00:00Z/2024-03-01T00:00:00Z', '2024-03-01T00:00:00Z/2024-03-01T00:00:00Z', 'a/b', '2024-02-30T00:00:00Z/2024-03-01T00:00:00Z', '2023-02-29T00:00:00+09:00/2024-03-01T00:00:00Z', '0000-01-01T00:00:00Z/2024-03-01T00:00:00Z', '2024-01-31T23:00:00-05:00/2024-13-01T00:00:00Z', 42]) {
      expect(parseTimeWindow(bad)).toBeNull();
    }
  });

  it('counts steps on the Korean calendar', () => {
    const d = new Date('2024-02-29T15:30:00Z'); // 1 March 00:30 in Korea
    expect(stepStart(d, 'day').toISOString()).toBe('2024-02-29T15:00:00.000Z');
    expect(stepStart(d, 'month').toISOString()).toBe('2024-02-29T15:00:00.000Z');
    expect(stepStart(d, 'year').toISOString()).toBe('2023-12-31T15:00:00.000Z');
    expect(stepStart(d, 'hour').toISOString()).toBe('2024-02-29T15:00:00.000Z');
    const jan = stepStart(new Date('2024-01-15T00:00:00Z'), 'month');
    expect(addSteps(jan, 'month', 13).toISOString()).toBe('2025-01-31T15:00:00.000Z');
    expect(stepsBetween(jan, addSteps(jan, 'month', 13), 'month')).toBe(13);
    expect(stepsBetween(stepStart(jan, 'day'), addSteps(stepStart(jan, 'day'), 'day', 40), 'day')).toBe(40);
  });

  it('writes windows in Korean dates (English on request)', () => {
    const d = new Date('2024-02-29T15:30:00Z');
    expect(formatStep(d, 'hour')).toBe('2024년 3월 1일 0시');
    expect(formatStep(d, 'day', 'en')).toBe('2024-03-01');
    const from = stepStart(d, 'month');
    expect(formatTimeWindow(from, addSteps(from, 'month', 1), 'month')).toBe('2024년 3월');
    expect(formatTimeWindow(from, addSteps(from, 'month', 2), 'month')).toBe('2024년 3월 ~ 2024년 4월');
    expect(formatTimeWindow(stepStart(d, 'year'), addSteps(stepStart(d, 'year'), 'year', 1), 'year')).toBe('2024년');
  });

  it('checks and completes a saved setting', () => {
    expect(validateTimeSetting({ column: 'opened' })).toEqual([]);
    expect(normalizeTimeSetting({ column: ' opened ' })).toEqual({ column: 'opened', mode: 'instant', step: 'month', speed: 1, from: null, to: null });
    expect(validateTimeSetting({ column: 'opened', step: 'week', speed: 3, extra: 1 })).toEqual([
      'time.extra is not a field of the time setting',
      'time.step must be one of hour, day, month, year',
      'time.speed must be one of 0.5, 1, 2, 4',
    ]);
    expect(validateTimeSetting({ column: 'opened', from: '2024-03-01T00:00:00Z' })).toEqual(['time.to must be given with from']);
    expect(validateTimeSetting({ column: 'opened', from: '2024-03-01T00:00:00Z', to: '2024-02-01T00:00:00Z' })).toEqual(['time.to must be after from']);
    expect(validateTimeSetting('opened', 'toc[0].time')).toEqual(['toc[0].time must be an object']);
  });
});
