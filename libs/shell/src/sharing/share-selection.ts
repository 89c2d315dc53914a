// The wizard's selection of users and groups, compared with the saved shares (spec 001 §4:
// next only when the selection differs from the saved one).
import { diffShareTargets, SHARE_SCOPES, type ShareScope } from '@nuri/domain';
import type { ShareEntry, ShareListItem } from './share-api';

/** One chosen user or group. */
export interface SelectedTarget {
  pblonsipScopeSeCode: 2 | 3;
  /** User id, or the group serial number as text. */
  pblonsipRefrnId: string;
  /** User or group name. */
  name: string;
  /** Layers: 1 lets the target edit the layer. */
  editPosblAt: 0 | 1;
}

/** What the wizard hands over in emit-and-close mode (applyImmediately=false). */
export interface ShareSelection {
  /** 3 users/groups (with `targets`), 1 my institution, 0 everyone. */
  scope: ShareScope;
  targets: SelectedTarget[];
}

export const isUserOrGroup = (entry: Pick<ShareEntry, 'pblonsipScopeSeCode'>): boolean =>
  entry.pblonsipScopeSeCode === SHARE_SCOPES.USER || entry.pblonsipScopeSeCode === SHARE_SCOPES.GROUP;

/** The saved user and group shares as a selection (the wizard starts from them). */
export function selectionFromSaved(saved: readonly ShareEntry[]): SelectedTarget[] {
  return saved.filter(isUserOrGroup).map((entry) => ({
    pblonsipScopeSeCode: entry.pblonsipScopeSeCode as 2 | 3,
    pblonsipRefrnId: String(entry.pblonsipRefrnId ?? ''),
    name: entry.pblonsipRefrnNm ?? String(entry.pblonsipRefrnId ?? ''),
    editPosblAt: entry.editPosblAt === 1 ? 1 : 0,
  }));
}

const keyOf = (t: { pblonsipScopeSeCode: number; pblonsipRefrnId: string | number | null }) =>
  `${t.pblonsipScopeSeCode}:${String(t.pblonsipRefrnId)}`;

export interface SharePlan {
  /** Saved entries to delete (deselected, or a layer's edit flag changed). */
  toRemove: ShareEntry[];
  /** Targets not saved yet (or saved with another edit flag). */
  toAdd: SelectedTarget[];
}

/**
 * What saving the selection changes among the saved user/group shares. For layers a changed
 * edit flag replaces the entry (delete, then add). Both empty: 'no changes'.
 */
export function planShares(
  saved: readonly ShareEntry[],
  selected: readonly SelectedTarget[],
  withEditFlag: boolean,
): SharePlan {
  const savedTargets = saved.filter(isUserOrGroup);
  const plain = diffShareTargets(
    savedTargets.map((entry) => ({
      ...entry,
      pblonsipScopeSeCode: entry.pblonsipScopeSeCode,
      pblonsipRefrnId: String(entry.pblonsipRefrnId),
    })),
    selected,
  );
  const toRemove = savedTargets.filter((entry) =>
    plain.toRemove.some((r) => r.pblonsipOrdr === entry.pblonsipOrdr),
  );
  const toAdd = [...plain.toAdd];
  if (withEditFlag) {
    const chosen = new Map(selected.map((target) => [keyOf(target), target]));
    for (const entry of savedTargets) {
      const target = chosen.get(keyOf(entry));
      if (target && target.editPosblAt !== (entry.editPosblAt === 1 ? 1 : 0)) {
        toRemove.push(entry);
        toAdd.push(target);
      }
    }
  }
  return { toRemove, toAdd };
}

export const hasChanges = (plan: SharePlan): boolean => plan.toAdd.length > 0 || plan.toRemove.length > 0;

/** The POST …/shares list for a selection (the edit flag for layers only). */
export function toShareList(selected: readonly SelectedTarget[], withEditFlag: boolean): ShareListItem[] {
  return selected.map((target) => ({
    pblonsipScopeSeCode: target.pblonsipScopeSeCode,
    pblonsipRefrnId: target.pblonsipRefrnId,
    ...(withEditFlag ? { editPosblAt: target.editPosblAt } : {}),
  }));
}

/** The saved entry of a broad scope (my institution, everyone), if any. */
export function savedBroad(saved: readonly ShareEntry[], scope: ShareScope): ShareEntry | undefined {
  return saved.find((entry) => entry.pblonsipScopeSeCode === scope);
}
