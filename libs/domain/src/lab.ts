import type { AddonCode } from './billing';

// The service lab's apps (spec 000 §2 "Service lab"): the themed map service (the app builder,
// part of every plan) and three add-on services that open in new windows.

export const LAB_APP_CODES = ['THEMED_MAP', 'LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP'] as const;
export type LabAppCode = (typeof LAB_APP_CODES)[number];

export interface LabAppDefinition {
  appCode: LabAppCode;
  /** The add-on an institution needs (billing), or null when every plan includes the app. */
  addonCode: AddonCode | null;
  /** The access-controlled menu id of the institution-user menu, when there is one. */
  menuId: string | null;
  /** Route inside the user system (without the institution prefix). */
  path: string;
}

export const LAB_APPS: readonly LabAppDefinition[] = [
  { appCode: 'THEMED_MAP', addonCode: null, menuId: 'SVC_THEMED_MAP', path: '/appBuilder' },
  { appCode: 'LUCKY_MAP', addonCode: 'LUCKY_MAP', menuId: 'SVC_LUCKY_MAP', path: '/serviceLab/luckyMap' },
  { appCode: 'LAND_BUNDLE', addonCode: 'LAND_BUNDLE', menuId: 'SVC_LAND_BUNDLE', path: '/serviceLab/landBundle' },
  { appCode: 'ELECTION_MAP', addonCode: 'ELECTION_MAP', menuId: null, path: '/serviceLab/electionMap' },
];

/** The lab app an add-on-marked menu id belongs to (menus mark it for institutions without the add-on). */
export function labAppOfMenuId(menuId: string | null | undefined): LabAppDefinition | undefined {
  return menuId ? LAB_APPS.find((a) => a.menuId === menuId) : undefined;
}

/** Lucky map place categories (fictional demo data). */
export const LUCKY_CATEGORIES = ['LOTTO', 'PENSION', 'SCRATCH'] as const;
export type LuckyCategory = (typeof LUCKY_CATEGORIES)[number];

/** Land bundle download formats. */
export const LAND_BUNDLE_FORMATS = ['geojson', 'csv'] as const;
export type LandBundleFormat = (typeof LAND_BUNDLE_FORMATS)[number];

/** At most this many parcels in one land bundle. */
export const LAND_BUNDLE_MAX_PARCELS = 200;

/** Turnout (votes / electors) in percent with one decimal; 0 without electors. */
export function turnoutRate(voteCnt: number, electorCnt: number): number {
  return electorCnt > 0 ? Math.round((voteCnt / electorCnt) * 1000) / 10 : 0;
}
