import type { Menu } from './entities/menu.entity';
import { buildMenuTree, isMenuVisible, type MenuContext } from './menu-tree';

const row = (partial: Partial<Menu>): Menu =>
  ({
    menuKey: 'k',
    systemType: 'institution-admin',
    upperMenuKey: null,
    menuNm: '이름',
    menuEngNm: 'Name',
    linkTy: 'router',
    routerLink: '/x',
    sortOrdr: 1,
    viewId: null,
    menuId: null,
    wavusOnlyAt: false,
    openbizHiddenAt: false,
    electionOnlyAt: false,
    addOnAt: false,
    useAt: 'Y',
    ...partial,
  }) as Menu;

const ctx = (partial: Partial<MenuContext> = {}): MenuContext => ({
  systemType: 'institution-admin',
  insttCode: 'seoul',
  providerInsttCode: 'nuri',
  serviceEnv: 'biz',
  access: new Map(),
  ...partial,
});

describe('menu rules (spec 000 §2)', () => {
  it('shows wavusOnly items only to the provider institution in the biz environment', () => {
    const m = row({ wavusOnlyAt: true });
    expect(isMenuVisible(m, ctx({ insttCode: 'nuri' }))).toBe(true);
    expect(isMenuVisible(m, ctx({ insttCode: 'nuri', serviceEnv: 'gov' }))).toBe(false);
    expect(isMenuVisible(m, ctx({ insttCode: 'seoul' }))).toBe(false);
  });

  it('shows election management only to the configured institution', () => {
    const m = row({ electionOnlyAt: true });
    expect(isMenuVisible(m, ctx({ insttCode: 'vote', electionInsttCode: 'vote' }))).toBe(true);
    expect(isMenuVisible(m, ctx({ insttCode: 'seoul', electionInsttCode: 'vote' }))).toBe(false);
    expect(isMenuVisible(m, ctx({ insttCode: 'vote', electionInsttCode: undefined }))).toBe(false);
  });

  it('hides openBiz-hidden items for the default institution (and without one)', () => {
    const m = row({ openbizHiddenAt: true });
    expect(isMenuVisible(m, ctx({ insttCode: 'openbiz' }))).toBe(false);
    expect(isMenuVisible(m, ctx({ insttCode: undefined }))).toBe(false);
    expect(isMenuVisible(m, ctx({ insttCode: 'seoul' }))).toBe(true);
  });

  it('treats a missing access row as allowed and N as denied', () => {
    const m = row({ menuId: 'IP_ACCESS' });
    expect(isMenuVisible(m, ctx())).toBe(true);
    expect(isMenuVisible(m, ctx({ access: new Map([['IP_ACCESS', 'N']]) }))).toBe(false);
    expect(isMenuVisible(row({ useAt: 'N' }), ctx())).toBe(false);
  });

  it('orders siblings and nests children', () => {
    const tree = buildMenuTree(
      [
        row({ menuKey: 'b', sortOrdr: 2 }),
        row({ menuKey: 'a', sortOrdr: 1 }),
        row({ menuKey: 'a.2', upperMenuKey: 'a', sortOrdr: 2 }),
        row({ menuKey: 'a.1', upperMenuKey: 'a', sortOrdr: 1 }),
      ],
      ctx(),
    );
    expect(tree.map((i) => i.id)).toEqual(['a', 'b']);
    expect(tree[0].viewType).toBe('group');
    expect(tree[0].innerMenu.map((i) => i.id)).toEqual(['a.1', 'a.2']);
    expect(tree[1].viewType).toBe('page');
  });
});
