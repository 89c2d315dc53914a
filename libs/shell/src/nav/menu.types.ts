import type { components } from '@nuri/api-client';
import type { SystemType } from '@nuri/domain';

/** One item of a system's menu tree (GET /api/menu), children in `innerMenu`. */
export type MenuItem = components['schemas']['MenuItemDto'];

/** The system a screen belongs to, and its institution for the institution systems. */
export interface SystemScope {
  system: SystemType;
  insttCode: string | null;
}

/** Every item of the tree, parents before their children. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.innerMenu)]);
}
