import type { MenuItem } from '@nuri/shell';
import { accessMenus } from './menu-access';

const item = (id: string, menuId: string | null, innerMenu: MenuItem[] = []): MenuItem => ({
  id,
  name: `이름 ${id}`,
  nameEn: `Name ${id}`,
  linkType: 'router',
  routerLink: `/${id}`,
  systemType: 'institution-user',
  order: 1,
  viewType: innerMenu.length ? 'group' : 'page',
  viewId: null,
  menuId,
  addOn: false,
  innerMenu,
});

describe('accessMenus', () => {
  const reference = [
    [item('map', null, [item('simple', 'MAP_SIMPLE')]), item('gallery', 'GALLERY')],
    [item('ip', 'IP_ACCESS'), item('g2', 'GALLERY')],
  ];

  it('lists every menu id once, allowed when the institution still sees it', () => {
    const own = [[item('map', null, [item('simple', 'MAP_SIMPLE')])], [item('g2', 'GALLERY')]];
    expect(accessMenus(reference, own).map(({ menuId, allowed }) => [menuId, allowed])).toEqual([
      ['MAP_SIMPLE', true],
      ['GALLERY', true],
      ['IP_ACCESS', false],
    ]);
  });

  it('keeps menus known before even when no tree carries them any more', () => {
    const known = new Map([['LAB', { name: '랩', nameEn: 'Lab' }]]);
    const list = accessMenus([[]], [[]], known);
    expect(list).toEqual([{ menuId: 'LAB', item: { name: '랩', nameEn: 'Lab' }, allowed: false }]);
  });
});
