import { DEFAULT_INSTT_CODE, labAppOfMenuId, type SystemType } from '@nuri/domain';
import type { MenuItemDto } from './dto/menu.dto';
import type { Menu } from './entities/menu.entity';

export interface MenuContext {
  systemType: SystemType;
  insttCode?: string;
  /** The provider's own institution code and environment (wavusOnly items). */
  providerInsttCode: string;
  serviceEnv: 'biz' | 'gov';
  /** The one institution that sees election management. */
  electionInsttCode?: string;
  /** accessAt by menuId for the institution; a missing id means allowed. */
  access: ReadonlyMap<string, 'Y' | 'N'>;
  /** Add-ons the institution holds (billing): an add-on item it holds is not marked. */
  addons?: ReadonlySet<string>;
}

/** An add-on item is marked unless the institution holds its service-lab add-on. */
export function isAddOnMarked(m: Menu, ctx: MenuContext): boolean {
  const addonCode = labAppOfMenuId(m.menuId)?.addonCode;
  return m.addOnAt && !(addonCode && ctx.addons?.has(addonCode));
}

/** The menu-behaviour rules of spec 000 §2 for one item (its children are judged on their own). */
export function isMenuVisible(m: Menu, ctx: MenuContext): boolean {
  if (m.useAt !== 'Y') return false;
  if (m.wavusOnlyAt && !(ctx.insttCode === ctx.providerInsttCode && ctx.serviceEnv === 'biz')) return false;
  if (m.openbizHiddenAt && (ctx.insttCode ?? DEFAULT_INSTT_CODE) === DEFAULT_INSTT_CODE) return false;
  if (m.electionOnlyAt && (!ctx.electionInsttCode || ctx.insttCode !== ctx.electionInsttCode)) return false;
  if (m.menuId && ctx.insttCode && ctx.access.get(m.menuId) === 'N') return false;
  return true;
}

/** Builds the visible tree in order; a group whose children are all hidden disappears too. */
export function buildMenuTree(rows: readonly Menu[], ctx: MenuContext): MenuItemDto[] {
  const byParent = new Map<string | null, Menu[]>();
  for (const row of rows) {
    const list = byParent.get(row.upperMenuKey) ?? [];
    list.push(row);
    byParent.set(row.upperMenuKey, list);
  }
  const build = (parent: string | null): MenuItemDto[] =>
    (byParent.get(parent) ?? [])
      .filter((m) => isMenuVisible(m, ctx))
      .sort((a, b) => a.sortOrdr - b.sortOrdr)
      .flatMap((m) => {
        const innerMenu = build(m.menuKey);
        const hadChildren = (byParent.get(m.menuKey) ?? []).length > 0;
        if (hadChildren && innerMenu.length === 0) return [];
        return [
          {
            id: m.menuKey,
            name: m.menuNm,
            nameEn: m.menuEngNm,
            linkType: m.linkTy,
            routerLink: m.routerLink,
            systemType: m.systemType,
            order: m.sortOrdr,
            viewType: hadChildren ? 'group' : 'page',
            viewId: m.viewId,
            menuId: m.menuId,
            addOn: isAddOnMarked(m, ctx),
            innerMenu,
          } satisfies MenuItemDto,
        ];
      });
  return build(null);
}
