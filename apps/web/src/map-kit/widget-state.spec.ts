import { mapBuilderEn, mapBuilderKo } from '../mapbuilder/messages';
import { GEOLOCATION_MESSAGES, isActive, NO_WIDGET, widgetReducer, type WidgetAction, type WidgetState } from './widget-state';

const run = (...actions: WidgetAction[]): WidgetState => actions.reduce(widgetReducer, NO_WIDGET);

describe('widget bar state', () => {
  it('turning map-area selection on switches off one-parcel lookup and road view', () => {
    expect(run({ type: 'toggle', id: 'parcel' }, { type: 'toggle', id: 'selectArea' })).toEqual({ parcel: false, roadView: false, tool: 'selectArea' });
    expect(run({ type: 'toggle', id: 'roadView' }, { type: 'toggle', id: 'selectArea' })).toEqual({ parcel: false, roadView: false, tool: 'selectArea' });
  });

  it('map-area selection toggles', () => {
    const s = run({ type: 'toggle', id: 'selectArea' }, { type: 'toggle', id: 'selectArea' });
    expect(isActive(s, 'selectArea')).toBe(false);
  });

  it('one tool at a time: measuring stops drawing, a click tool stops measuring', () => {
    let s = run({ type: 'toggle', id: 'drawLine' }, { type: 'toggle', id: 'measureLength' });
    expect(s.tool).toBe('measureLength');
    s = widgetReducer(s, { type: 'toggle', id: 'parcel' });
    expect(s).toEqual({ parcel: true, roadView: false, tool: 'none' });
    s = widgetReducer(s, { type: 'toggle', id: 'roadView' });
    expect(s).toEqual({ parcel: false, roadView: true, tool: 'none' });
  });

  it('clear stops everything', () => {
    expect(run({ type: 'toggle', id: 'measureArea' }, { type: 'clear' })).toEqual(NO_WIDGET);
  });
});

describe('my location alerts', () => {
  it('has its own alert text for each of the four geolocation failures, in Korean and English', () => {
    const keys = Object.values(GEOLOCATION_MESSAGES);
    expect(Object.keys(GEOLOCATION_MESSAGES).sort()).toEqual(['permissionDenied', 'timeout', 'unavailable', 'unknown']);
    expect(new Set(keys.map((k) => mapBuilderKo[k])).size).toBe(4);
    expect(new Set(keys.map((k) => mapBuilderEn[k])).size).toBe(4);
  });
});
