import { canCreateContent, canShareToInstitution } from './roles';

// Share scope codes (pblonsipScopeSeCode, spec 001 §3).
export const SHARE_SCOPES = { ALL: 0, INSTT: 1, GROUP: 2, USER: 3 } as const;
export type ShareScope = (typeof SHARE_SCOPES)[keyof typeof SHARE_SCOPES];
export const ALL_SHARE_SCOPES: readonly ShareScope[] = [0, 1, 2, 3];

/** editPosblAt on a layer share: 1 lets the target edit the layer. */
export const EDIT_POSBL_AT = { ALLOWED: 1, DENIED: 0 } as const;
export type EditPosblAt = (typeof EDIT_POSBL_AT)[keyof typeof EDIT_POSBL_AT];

/** Saved share lists are read in one page this large (spec 001 §7). */
export const SHARE_LIST_PAGE_SIZE = 10000;
export const SHARE_LIST_QUERY = { direction: 'DESC', pageIndex: 1, pageSize: SHARE_LIST_PAGE_SIZE } as const;

export type ShareContentType = 'map' | 'theme' | 'layer';

export function isShareScope(value: unknown): value is ShareScope {
  return typeof value === 'number' && (ALL_SHARE_SCOPES as readonly number[]).includes(value);
}

/**
 * Scope tabs the share wizard offers, in display order (users, groups, institution, everyone).
 * - Layers cannot be shared with everyone (the everyone tab is hidden for layers).
 * - In the openBiz institution only 'everyone' exists; openBiz layers therefore have no scope.
 * - The institution scope needs an editor or admin (ARCHITECTURE §5); viewers share nothing.
 */
export function shareScopeTabs(input: {
  userSeCode: number;
  contentType: ShareContentType;
  isOpenBiz: boolean;
}): ShareScope[] {
  if (!canCreateContent(input.userSeCode)) return [];
  const allowsAll = input.contentType !== 'layer';
  if (input.isOpenBiz) return allowsAll ? [SHARE_SCOPES.ALL] : [];
  const tabs: ShareScope[] = [SHARE_SCOPES.USER, SHARE_SCOPES.GROUP];
  if (canShareToInstitution(input.userSeCode)) tabs.push(SHARE_SCOPES.INSTT);
  if (allowsAll) tabs.push(SHARE_SCOPES.ALL);
  return tabs;
}

/** Institution and everyone shares skip the check step and need the consent box. */
export function isBroadScope(scope: ShareScope): boolean {
  return scope === SHARE_SCOPES.ALL || scope === SHARE_SCOPES.INSTT;
}

/** Wizard steps for a scope: 1 choose, 2 check, 3 done; broad scopes go from 1 to 3. */
export function shareWizardSteps(scope: ShareScope): readonly (1 | 2 | 3)[] {
  return isBroadScope(scope) ? [1, 3] : [1, 2, 3];
}

/** One share target: a user id, a group serial number or an institution code, with its scope. */
export interface ShareTarget {
  pblonsipScopeSeCode: ShareScope;
  pblonsipRefrnId: string | number;
}

function targetKey(target: ShareTarget): string {
  return `${target.pblonsipScopeSeCode}:${String(target.pblonsipRefrnId)}`;
}

/**
 * What to add and remove to go from the saved shares to the selection. Both empty means
 * 'no changes' in the wizard, or 'already shared to the selected targets' for layers.
 */
export function diffShareTargets<S extends ShareTarget, T extends ShareTarget>(
  saved: readonly S[],
  selected: readonly T[],
): { toAdd: T[]; toRemove: S[] } {
  const savedKeys = new Set(saved.map(targetKey));
  const selectedKeys = new Set(selected.map(targetKey));
  const seen = new Set<string>();
  const toAdd = selected.filter((target) => {
    const key = targetKey(target);
    if (savedKeys.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const toRemove = saved.filter((target) => !selectedKeys.has(targetKey(target)));
  return { toAdd, toRemove };
}

export function hasShareChanges(saved: readonly ShareTarget[], selected: readonly ShareTarget[]): boolean {
  const { toAdd, toRemove } = diffShareTargets(saved, selected);
  return toAdd.length > 0 || toRemove.length > 0;
}
