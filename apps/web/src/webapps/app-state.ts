import {
  isSectionTabType,
  WEBAPP_CN_MAX_LENGTH,
  WEBAPP_MAX_TABS,
  WEBAPP_SJ_MAX_LENGTH,
  WEBAPP_TAB_NAME_MAX_LENGTH,
  WEBAPP_TY_CODES,
  isWebappTyCode,
  type WebappDetailSetting,
  type WebappPlainTab,
  type WebappSectionTab,
  type WebappTyCode,
} from '@nuri/domain';

// The themed app builder's state (type, title, description, tabs with their maps) as a pure
// reducer, and its conversions: the save body of POST/PUT /api/webapp/tmplat (CONTRACT8.md)
// and the tabs of a saved app for the builder and the viewer.

/** The map a tab shows: its id and, when known, its title (for the builder's list). */
export interface TabMap {
  userMapId: string;
  userMapSj: string | null;
}

export interface BuilderTab {
  key: string;
  tabName: string;
  map: TabMap | null;
}

export interface BuilderState {
  type: WebappTyCode;
  title: string;
  description: string;
  tabs: BuilderTab[];
  /** Next number for new tab keys. */
  seq: number;
  /** The app's free settings as saved (webappTmplatInfo), kept when the builder saves again. */
  info: Record<string, unknown> | null;
  /** Widget option: the address and district search shown on the app's maps (info.widgets.addressSearchAt). */
  addressSearch: boolean;
}

export type BuilderAction =
  | { type: 'setType'; appType: WebappTyCode }
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: string }
  | { type: 'addTab'; tabName: string }
  | { type: 'removeTab'; key: string }
  | { type: 'moveTab'; key: string; delta: -1 | 1 }
  | { type: 'renameTab'; key: string; tabName: string }
  | { type: 'setTabMap'; key: string; map: TabMap }
  | { type: 'setAddressSearch'; on: boolean }
  | { type: 'load'; state: BuilderState };

/** Types offered by the builder, in the order shown. */
export const BUILDER_TYPES: readonly WebappTyCode[] = [WEBAPP_TY_CODES.TAB, WEBAPP_TY_CODES.JOR, WEBAPP_TY_CODES.SES, WEBAPP_TY_CODES.SIMPLE];

/** The most tabs a type may hold: one for the simple map app. */
export function maxTabs(type: WebappTyCode): number {
  return type === WEBAPP_TY_CODES.SIMPLE ? 1 : WEBAPP_MAX_TABS;
}

export function newBuilderState(firstTabName: string): BuilderState {
  return { type: WEBAPP_TY_CODES.TAB, title: '', description: '', tabs: [{ key: 'tab-1', tabName: firstTabName, map: null }], seq: 2, info: null, addressSearch: false };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'setType':
      // The simple map app holds one map: the first tab stays.
      return { ...state, type: action.appType, tabs: state.tabs.slice(0, maxTabs(action.appType)) };
    case 'setTitle':
      return { ...state, title: action.title.slice(0, WEBAPP_SJ_MAX_LENGTH) };
    case 'setDescription':
      return { ...state, description: action.description.slice(0, WEBAPP_CN_MAX_LENGTH) };
    case 'addTab':
      if (state.tabs.length >= maxTabs(state.type)) return state;
      return {
        ...state,
        tabs: [...state.tabs, { key: `tab-${state.seq}`, tabName: action.tabName.slice(0, WEBAPP_TAB_NAME_MAX_LENGTH), map: null }],
        seq: state.seq + 1,
      };
    case 'removeTab':
      // An app keeps at least one tab.
      if (state.tabs.length <= 1) return state;
      return { ...state, tabs: state.tabs.filter((t) => t.key !== action.key) };
    case 'moveTab': {
      const at = state.tabs.findIndex((t) => t.key === action.key);
      const to = at + action.delta;
      if (at < 0 || to < 0 || to >= state.tabs.length) return state;
      const tabs = [...state.tabs];
      [tabs[at], tabs[to]] = [tabs[to], tabs[at]];
      return { ...state, tabs };
    }
    case 'renameTab':
      return { ...state, tabs: state.tabs.map((t) => (t.key === action.key ? { ...t, tabName: action.tabName.slice(0, WEBAPP_TAB_NAME_MAX_LENGTH) } : t)) };
    case 'setTabMap':
      return { ...state, tabs: state.tabs.map((t) => (t.key === action.key ? { ...t, map: action.map } : t)) };
    case 'setAddressSearch':
      return { ...state, addressSearch: action.on };
    case 'load':
      return action.state;
  }
}

/** The detailSetting of the type: section tabs (JOR, SES) numbered from 1, or plain tabs. */
export function buildDetailSetting(type: WebappTyCode, tabs: readonly { tabName: string; userMapId: string }[]): WebappDetailSetting {
  if (isSectionTabType(type)) {
    const mainTab: WebappSectionTab[] = tabs.map((t, i) => ({ tabName: t.tabName.trim(), tabSn: i + 1, tabContent: { contentValue: { userMapId: t.userMapId } } }));
    return { sectionTab: { mainTab } };
  }
  const mainTab: WebappPlainTab[] = tabs.map((t) => ({ tabName: t.tabName.trim(), webmap: { userMapId: t.userMapId } }));
  return { mainTab };
}

/** Body of POST /api/webapp/tmplat and PUT /api/webapp/tmplat/{id}. */
export interface WebappSave {
  webappTmplatSj: string;
  webappTmplatCn?: string;
  webappTmplatTyCode: WebappTyCode;
  webappTmplatInfo: Record<string, unknown>;
  detailSetting: WebappDetailSetting;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether an app's settings (webappTmplatInfo) turn the address and district search on:
 * `widgets.addressSearchAt` 'Y' (a Y/N flag: the client drops false-like body fields, spec 000 §5).
 */
export function addressSearchOn(info: unknown): boolean {
  return isRecord(info) && isRecord(info.widgets) && info.widgets.addressSearchAt === 'Y';
}

/** The app's settings with the widget options of the builder (other settings kept as they were). */
export function infoWithWidgets(info: Record<string, unknown> | null, addressSearch: boolean): Record<string, unknown> {
  const widgets = info && isRecord(info.widgets) ? info.widgets : {};
  return { ...(info ?? {}), widgets: { ...widgets, addressSearchAt: addressSearch ? 'Y' : 'N' } };
}

/** The save body of the builder's state (tabs without a map are sent with an empty id: the server names the field). */
export function buildSavePayload(state: BuilderState): WebappSave {
  const description = state.description.trim();
  return {
    webappTmplatSj: state.title.trim(),
    ...(description ? { webappTmplatCn: description } : {}),
    webappTmplatTyCode: state.type,
    webappTmplatInfo: infoWithWidgets(state.info, state.addressSearch),
    detailSetting: buildDetailSetting(
      state.type,
      state.tabs.map((t) => ({ tabName: t.tabName, userMapId: t.map?.userMapId ?? '' })),
    ),
  };
}

/** What the builder checks before sending: a title, a name and a map on every tab. */
export interface BuilderProblems {
  title?: 'required';
  tabs: Record<string, { name?: 'required'; map?: 'required' }>;
}

export function builderProblems(state: BuilderState): BuilderProblems | null {
  const problems: BuilderProblems = { tabs: {} };
  let any = false;
  if (!state.title.trim()) {
    problems.title = 'required';
    any = true;
  }
  for (const t of state.tabs) {
    const p: { name?: 'required'; map?: 'required' } = {};
    if (!t.tabName.trim()) p.name = 'required';
    if (!t.map) p.map = 'required';
    if (p.name || p.map) {
      problems.tabs[t.key] = p;
      any = true;
    }
  }
  return any ? problems : null;
}

/** One tab of a saved app, as the viewer shows it. */
export interface AppTab {
  tabName: string;
  userMapId: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The tabs of a saved detailSetting in the order shown: section tabs by tabSn, plain tabs as
 * stored. Entries without a map are left out.
 */
export function appTabs(type: string, setting: unknown): AppTab[] {
  if (!isObject(setting)) return [];
  const section = isWebappTyCode(type) && isSectionTabType(type);
  if (section) {
    const list = isObject(setting.sectionTab) && Array.isArray(setting.sectionTab.mainTab) ? (setting.sectionTab.mainTab as unknown[]) : [];
    return list
      .filter(isObject)
      .map((t, i) => {
        const content = isObject(t.tabContent) && isObject(t.tabContent.contentValue) ? t.tabContent.contentValue : {};
        return { sn: typeof t.tabSn === 'number' ? t.tabSn : i + 1, tabName: String(t.tabName ?? ''), userMapId: typeof content.userMapId === 'string' ? content.userMapId : '' };
      })
      .sort((a, b) => a.sn - b.sn)
      .filter((t) => t.userMapId)
      .map(({ tabName, userMapId }) => ({ tabName, userMapId }));
  }
  const list = Array.isArray(setting.mainTab) ? (setting.mainTab as unknown[]) : [];
  return list
    .filter(isObject)
    .map((t) => ({ tabName: String(t.tabName ?? ''), userMapId: isObject(t.webmap) && typeof t.webmap.userMapId === 'string' ? t.webmap.userMapId : '' }))
    .filter((t) => t.userMapId);
}

/** The builder's state of a saved app; map titles come from the detail's `maps` (else the screen looks them up). */
export function stateFromDetail(detail: {
  webappTmplatSj: string;
  webappTmplatCn: string | null;
  webappTmplatTyCode: string;
  webappTmplatInfo?: unknown;
  detailSetting: unknown;
  maps?: readonly { userMapId: string; userMapSj: string }[];
}): BuilderState {
  const type = isWebappTyCode(detail.webappTmplatTyCode) ? detail.webappTmplatTyCode : WEBAPP_TY_CODES.TAB;
  const titleOf = (id: string) => detail.maps?.find((m) => m.userMapId === id)?.userMapSj ?? null;
  const tabs = appTabs(type, detail.detailSetting).map((t, i) => ({ key: `tab-${i + 1}`, tabName: t.tabName, map: { userMapId: t.userMapId, userMapSj: titleOf(t.userMapId) } }));
  return {
    type,
    title: detail.webappTmplatSj,
    description: detail.webappTmplatCn ?? '',
    tabs: tabs.length > 0 ? tabs : [{ key: 'tab-1', tabName: '', map: null }],
    seq: tabs.length + 2,
    info: isRecord(detail.webappTmplatInfo) ? detail.webappTmplatInfo : null,
    addressSearch: addressSearchOn(detail.webappTmplatInfo),
  };
}

/** Where a server field error belongs in the builder. */
export type FieldPlace = { kind: 'title' } | { kind: 'description' } | { kind: 'type' } | { kind: 'tab'; index: number; part: 'name' | 'map' } | { kind: 'tabs' } | { kind: 'other' };

/** Places a field path of a 400 answer (e.g. `detailSetting.mainTab[1].webmap.userMapId`). */
export function placeOfField(field: string): FieldPlace {
  if (field === 'webappTmplatSj') return { kind: 'title' };
  if (field === 'webappTmplatCn') return { kind: 'description' };
  if (field === 'webappTmplatTyCode') return { kind: 'type' };
  const tab = /^detailSetting\.(?:sectionTab\.)?mainTab\[(\d+)\](?:\.(.*))?$/.exec(field);
  if (tab) {
    const rest = tab[2] ?? '';
    return { kind: 'tab', index: Number(tab[1]), part: rest === 'tabName' ? 'name' : 'map' };
  }
  if (field.startsWith('detailSetting')) return { kind: 'tabs' };
  return { kind: 'other' };
}
