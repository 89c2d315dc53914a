import type { TimeSetting } from '@nuri/domain';
import { stepsOf, windowSteps, withWindow } from './TimeSlider';

const extent = { column: 'opened', type: 'date', min: '2024-01-09T15:00:00.000Z', max: '2024-04-12T15:00:00.000Z', count: 10 };
const base: TimeSetting = { column: 'opened', mode: 'instant', step: 'month', speed: 1, from: null, to: null };

describe('time slider steps (issue 24)', () => {
  it('counts the data’s steps from the first step start', () => {
    const steps = stepsOf(extent, base)!;
    expect(steps.first.toISOString()).toBe('2023-12-31T15:00:00.000Z');
    expect(steps.count).toBe(4);
    expect(stepsOf({ ...extent, min: null, max: null, count: 0 }, base)).toBeNull();
    expect(stepsOf(extent, { step: 'day' })!.count).toBe(95);
  });

  it('maps a window to step numbers and back, clamped to the data', () => {
    const { first, count } = stepsOf(extent, base)!;
    expect(windowSteps(base, first, count)).toEqual([0, 0]);
    expect(windowSteps({ ...base, mode: 'range' }, first, count)).toEqual([0, 3]);
    const feb = withWindow(base, first, 1, 1);
    expect([feb.from, feb.to]).toEqual(['2024-01-31T15:00:00.000Z', '2024-02-29T15:00:00.000Z']);
    expect(windowSteps(feb, first, count)).toEqual([1, 1]);
    const range = withWindow({ ...base, mode: 'range' }, first, 2, 3);
    expect(windowSteps(range, first, count)).toEqual([2, 3]);
    expect(windowSteps({ ...base, from: '2030-01-01T00:00:00Z', to: '2030-02-01T00:00:00Z' }, first, count)).toEqual([3, 3]);
  });
});
