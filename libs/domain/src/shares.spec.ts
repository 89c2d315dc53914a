import {
  diffShareTargets,
  EDIT_POSBL_AT,
  hasShareChanges,
  isShareScope,
  SHARE_LIST_QUERY,
  SHARE_SCOPES,
  shareScopeTabs,
  shareWizardSteps,
  type ShareTarget,
} from './shares';

describe('share scopes', () => {
  it('fixes the codes', () => {
    expect(SHARE_SCOPES).toEqual({ ALL: 0, INSTT: 1, GROUP: 2, USER: 3 });
    expect(EDIT_POSBL_AT.ALLOWED).toBe(1);
    expect(SHARE_LIST_QUERY).toEqual({ direction: 'DESC', pageIndex: 1, pageSize: 10000 });
    expect(isShareScope(0)).toBe(true);
    expect(isShareScope(4)).toBe(false);
    expect(isShareScope('0')).toBe(false);
  });

  it('offers users, groups, institution and everyone to an editor sharing a map', () => {
    expect(shareScopeTabs({ userSeCode: 11, contentType: 'map', isOpenBiz: false })).toEqual([3, 2, 1, 0]);
  });

  it('hides everyone for layers', () => {
    expect(shareScopeTabs({ userSeCode: 14, contentType: 'layer', isOpenBiz: false })).toEqual([3, 2, 1]);
  });

  it('keeps the institution scope from plain members and everything from viewers', () => {
    expect(shareScopeTabs({ userSeCode: 12, contentType: 'theme', isOpenBiz: false })).toEqual([3, 2, 0]);
    expect(shareScopeTabs({ userSeCode: 13, contentType: 'map', isOpenBiz: false })).toEqual([]);
  });

  it('offers only everyone in the openBiz institution', () => {
    expect(shareScopeTabs({ userSeCode: 12, contentType: 'map', isOpenBiz: true })).toEqual([0]);
    expect(shareScopeTabs({ userSeCode: 12, contentType: 'layer', isOpenBiz: true })).toEqual([]);
  });

  it('skips the check step for institution and everyone', () => {
    expect(shareWizardSteps(0)).toEqual([1, 3]);
    expect(shareWizardSteps(1)).toEqual([1, 3]);
    expect(shareWizardSteps(2)).toEqual([1, 2, 3]);
    expect(shareWizardSteps(3)).toEqual([1, 2, 3]);
  });
});

describe('diffShareTargets', () => {
  const user = (id: string): ShareTarget => ({ pblonsipScopeSeCode: 3, pblonsipRefrnId: id });
  const group = (sn: number): ShareTarget => ({ pblonsipScopeSeCode: 2, pblonsipRefrnId: sn });

  it('finds nothing to do for the same selection in another order', () => {
    const saved = [user('kim'), group(7)];
    expect(diffShareTargets(saved, [group(7), user('kim')])).toEqual({ toAdd: [], toRemove: [] });
    expect(hasShareChanges(saved, [group(7), user('kim')])).toBe(false);
  });

  it('adds new targets once and removes unselected ones', () => {
    const saved = [
      { ...user('kim'), pblonsipOrdr: 1 },
      { ...group(7), pblonsipOrdr: 2 },
    ];
    const result = diffShareTargets(saved, [user('kim'), user('lee'), user('lee')]);
    expect(result.toAdd).toEqual([user('lee')]);
    expect(result.toRemove.map((t) => t.pblonsipOrdr)).toEqual([2]);
    expect(hasShareChanges(saved, [user('kim')])).toBe(true);
  });

  it('tells a group serial apart from a user id with the same text only by scope', () => {
    expect(hasShareChanges([user('7')], [group(7)])).toBe(true);
    expect(hasShareChanges([group(7)], [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: '7' }])).toBe(false);
  });
});
