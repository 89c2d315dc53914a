import { flattenMenu, type MenuItem } from '@nuri/shell';

/** One access-controlled menu id of the institution systems, with the items that carry it. */
export interface AccessMenu {
  menuId: string;
  /** The first item carrying the id (its names label the switch). */
  item: Pick<MenuItem, 'name' | 'nameEn'>;
  /** Whether the institution may use it (its own trees still show an item with the id). */
  allowed: boolean;
}

function menuIdsOf(trees: readonly (readonly MenuItem[])[]): Map<string, MenuItem> {
  const found = new Map<string, MenuItem>();
  for (const item of trees.flatMap((tree) => flattenMenu(tree))) {
    if (item.menuId && !found.has(item.menuId)) found.set(item.menuId, item);
  }
  return found;
}

/**
 * The access-controlled menus of an institution. The API filters denied items out of an
 * institution's trees, so the list of ids comes from reference trees (the openBiz
 * institution's) plus the institution's own plus ids seen before (`known`, so that a menu just
 * switched off stays listed); an id is allowed when the institution's trees still carry it.
 */
export function accessMenus(
  referenceTrees: readonly (readonly MenuItem[])[],
  institutionTrees: readonly (readonly MenuItem[])[],
  known: ReadonlyMap<string, Pick<MenuItem, 'name' | 'nameEn'>> = new Map(),
): AccessMenu[] {
  const own = menuIdsOf(institutionTrees);
  const all = new Map<string, Pick<MenuItem, 'name' | 'nameEn'>>(known);
  for (const [menuId, item] of [...menuIdsOf(referenceTrees), ...own]) all.set(menuId, item);
  return [...all].map(([menuId, item]) => ({
    menuId,
    item: own.get(menuId) ?? item,
    allowed: own.has(menuId),
  }));
}
