// Themed map apps (web app templates; spec 001 §3 "Web app template", §7 "Themed map apps"):
// the app types, the shape of their tab settings (detailSetting) and its checks.

/**
 * App types (webappTmplatTyCode). JOR and SES are the spec's known types and keep their tabs
 * under `sectionTab.mainTab` (tabName, tabSn, tabContent.contentValue.userMapId); every other
 * type keeps them under `mainTab` (tabName, webmap.userMapId). TAB: plain tabs; SIMPLE: the
 * simple map app (one map, made and changed by the simple flow, simpleTmplatAt 'Y').
 */
export const WEBAPP_TY_CODES = { JOR: 'JOR', SES: 'SES', TAB: 'TAB', SIMPLE: 'SIMPLE' } as const;
export type WebappTyCode = (typeof WEBAPP_TY_CODES)[keyof typeof WEBAPP_TY_CODES];
export const ALL_WEBAPP_TY_CODES: readonly WebappTyCode[] = ['JOR', 'SES', 'TAB', 'SIMPLE'];
/** Types whose tabs are section tabs (sectionTab.mainTab). */
export const SECTION_TAB_WEBAPP_TY_CODES: readonly WebappTyCode[] = ['JOR', 'SES'];

export function isWebappTyCode(value: unknown): value is WebappTyCode {
  return typeof value === 'string' && (ALL_WEBAPP_TY_CODES as readonly string[]).includes(value);
}

export function isSectionTabType(code: WebappTyCode): boolean {
  return SECTION_TAB_WEBAPP_TY_CODES.includes(code);
}

/** Limits of an app. */
export const WEBAPP_SJ_MAX_LENGTH = 100;
export const WEBAPP_CN_MAX_LENGTH = 4000;
export const WEBAPP_MIN_TABS = 1;
export const WEBAPP_MAX_TABS = 10;
export const WEBAPP_TAB_NAME_MAX_LENGTH = 50;
/** The largest webappTmplatInfo / detailSetting accepted, as JSON text (characters). */
export const WEBAPP_JSON_MAX_LENGTH = 64 * 1024;

/** Themed app lists: my apps, others' apps I may view, or every app I may view. */
export const WEBAPP_LIST_SCOPES = ['mine', 'shared', 'all-visible'] as const;
export type WebappListScope = (typeof WEBAPP_LIST_SCOPES)[number];

/** A section tab (JOR, SES). Extra fields of a tab are kept as sent. */
export interface WebappSectionTab {
  tabName: string;
  tabSn: number;
  tabContent: { contentValue: { userMapId: string } };
  [extra: string]: unknown;
}

/** A plain tab (every other type). Extra fields of a tab are kept as sent. */
export interface WebappPlainTab {
  tabName: string;
  webmap: { userMapId: string };
  [extra: string]: unknown;
}

export type WebappDetailSetting =
  | { sectionTab: { mainTab: WebappSectionTab[]; [extra: string]: unknown }; [extra: string]: unknown }
  | { mainTab: WebappPlainTab[]; [extra: string]: unknown };

/** A field problem of a detailSetting: path from the request body, catalog key, parameters. */
export interface WebappSettingProblem {
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

/** A map a tab points at, with the path of its userMapId field. */
export interface WebappTabMap {
  userMapId: string;
  field: string;
}

export interface WebappSettingCheck {
  problems: WebappSettingProblem[];
  /** The maps of the tabs in tab order (only those whose id was well formed). */
  maps: WebappTabMap[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks the shape of a detailSetting for the type: the tab list (1–10 tabs; SIMPLE exactly one),
 * tab names (1–50 characters after trimming), section tab numbers (whole numbers from 1, no
 * repeats) and a map id per tab. Field paths start at `detailSetting` (e.g.
 * `detailSetting.sectionTab.mainTab[1].tabContent.contentValue.userMapId`). Whether the maps
 * exist and may be viewed is the server's part.
 */
export function checkWebappDetailSetting(type: WebappTyCode, setting: unknown): WebappSettingCheck {
  const problems: WebappSettingProblem[] = [];
  const maps: WebappTabMap[] = [];
  const root = 'detailSetting';
  if (!isObject(setting)) {
    problems.push({ field: root, message: 'webapp.setting.invalid' });
    return { problems, maps };
  }
  const section = isSectionTabType(type);
  let listPath: string;
  let list: unknown;
  if (section) {
    if (!isObject(setting.sectionTab)) {
      problems.push({ field: `${root}.sectionTab`, message: 'webapp.setting.sectionTabRequired' });
      return { problems, maps };
    }
    listPath = `${root}.sectionTab.mainTab`;
    list = setting.sectionTab.mainTab;
  } else {
    listPath = `${root}.mainTab`;
    list = setting.mainTab;
  }
  if (!Array.isArray(list)) {
    problems.push({ field: listPath, message: 'webapp.setting.tabsRequired' });
    return { problems, maps };
  }
  const max = type === WEBAPP_TY_CODES.SIMPLE ? 1 : WEBAPP_MAX_TABS;
  if (list.length < WEBAPP_MIN_TABS || list.length > max) {
    problems.push({
      field: listPath,
      message: type === WEBAPP_TY_CODES.SIMPLE ? 'webapp.setting.simpleOneTab' : 'webapp.setting.tabCount',
      params: { min: WEBAPP_MIN_TABS, max },
    });
    if (list.length > WEBAPP_MAX_TABS) return { problems, maps };
  }
  const seenSn = new Set<number>();
  list.forEach((tab: unknown, i) => {
    const at = `${listPath}[${i}]`;
    if (!isObject(tab)) {
      problems.push({ field: at, message: 'webapp.setting.tabInvalid' });
      return;
    }
    const name = typeof tab.tabName === 'string' ? tab.tabName.trim() : '';
    if (name.length < 1 || name.length > WEBAPP_TAB_NAME_MAX_LENGTH) {
      problems.push({
        field: `${at}.tabName`,
        message: 'webapp.setting.tabNameInvalid',
        params: { max: WEBAPP_TAB_NAME_MAX_LENGTH },
      });
    }
    let mapHolder: unknown;
    let mapPath: string;
    if (section) {
      const sn = tab.tabSn;
      if (typeof sn !== 'number' || !Number.isInteger(sn) || sn < 1) {
        problems.push({ field: `${at}.tabSn`, message: 'webapp.setting.tabSnInvalid' });
      } else if (seenSn.has(sn)) {
        problems.push({
          field: `${at}.tabSn`,
          message: 'webapp.setting.tabSnRepeated',
          params: { tabSn: sn },
        });
      } else seenSn.add(sn);
      const content = tab.tabContent;
      mapHolder = isObject(content) ? content.contentValue : undefined;
      mapPath = `${at}.tabContent.contentValue.userMapId`;
    } else {
      mapHolder = tab.webmap;
      mapPath = `${at}.webmap.userMapId`;
    }
    const id = isObject(mapHolder) ? mapHolder.userMapId : undefined;
    if (typeof id !== 'string' || id.trim() === '' || id.length > 40) {
      problems.push({ field: mapPath, message: 'webapp.setting.mapRequired' });
    } else maps.push({ userMapId: id, field: mapPath });
  });
  return { problems, maps };
}

/** The map ids of a stored detailSetting, in tab order (nothing for a malformed one). */
export function webappTabMapIds(type: WebappTyCode, setting: unknown): string[] {
  return checkWebappDetailSetting(type, setting).maps.map((m) => m.userMapId);
}

/** The detailSetting of a simple map app: one plain tab named after the app. */
export function simpleWebappSetting(tabName: string, userMapId: string): { mainTab: WebappPlainTab[] } {
  return {
    mainTab: [{ tabName: tabName.trim().slice(0, WEBAPP_TAB_NAME_MAX_LENGTH), webmap: { userMapId } }],
  };
}
