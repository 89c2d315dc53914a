import type { GeolocationErrorKind, ToolMode } from '@nuri/map';

// The widget bar (spec 001 §2 "Map widgets"): one-parcel lookup, road view, map-area selection,
// draw, measure, clear. One map tool is active at a time; turning map-area selection on
// switches the one-parcel and road-view tools off.

export type ClickTool = 'parcel' | 'roadView';
export type WidgetId = ClickTool | Exclude<ToolMode, 'none'>;

export interface WidgetState {
  parcel: boolean;
  roadView: boolean;
  /** The drawing/measuring/selection tool of the map (libs/map MapTools). */
  tool: ToolMode;
}

export const NO_WIDGET: WidgetState = { parcel: false, roadView: false, tool: 'none' };

export type WidgetAction = { type: 'toggle'; id: WidgetId } | { type: 'clear' };

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  if (action.type === 'clear') return NO_WIDGET;
  const { id } = action;
  if (id === 'parcel' || id === 'roadView') {
    const on = !state[id];
    // A map click means one thing at a time: the other click tool and any map tool stop.
    return on ? { ...NO_WIDGET, [id]: true } : { ...state, [id]: false };
  }
  if (state.tool === id) return { ...state, tool: 'none' };
  if (id === 'selectArea') return { parcel: false, roadView: false, tool: 'selectArea' };
  return { parcel: false, roadView: false, tool: id };
}

export function isActive(state: WidgetState, id: WidgetId): boolean {
  return id === 'parcel' || id === 'roadView' ? state[id] : state.tool === id;
}

/** One alert text per geolocation failure (spec 001 §8). */
export const GEOLOCATION_MESSAGES = {
  permissionDenied: 'web.mapBuilder.geo.permissionDenied',
  unavailable: 'web.mapBuilder.geo.unavailable',
  timeout: 'web.mapBuilder.geo.timeout',
  unknown: 'web.mapBuilder.geo.unknown',
} as const satisfies Record<GeolocationErrorKind, string>;
