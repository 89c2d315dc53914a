"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isMenuVisible = isMenuVisible;
exports.buildMenuTree = buildMenuTree;
const domain_1 = require("@nuri/domain");
/** The menu-behaviour rules of spec 000 §2 for one item (its children are judged on their own). */
function isMenuVisible(m, ctx) {
    if (m.useAt !== 'Y')
        return false;
    if (m.wavusOnlyAt && !(ctx.insttCode === ctx.providerInsttCode && ctx.serviceEnv === 'biz'))
        return false;
    if (m.openbizHiddenAt && (ctx.insttCode ?? domain_1.DEFAULT_INSTT_CODE) === domain_1.DEFAULT_INSTT_CODE)
        return false;
    if (m.electionOnlyAt && (!ctx.electionInsttCode || ctx.insttCode !== ctx.electionInsttCode))
        return false;
    if (m.menuId && ctx.insttCode && ctx.access.get(m.menuId) === 'N')
        return false;
    return true;
}
/** Builds the visible tree in order; a group whose children are all hidden disappears too. */
function buildMenuTree(rows, ctx) {
    const byParent = new Map();
    for (const row of rows) {
        const list = byParent.get(row.upperMenuKey) ?? [];
        list.push(row);
        byParent.set(row.upperMenuKey, list);
    }
    const build = (parent) => (byParent.get(parent) ?? [])
        .filter((m) => isMenuVisible(m, ctx))
        .sort((a, b) => a.sortOrdr - b.sortOrdr)
        .flatMap((m) => {
        const innerMenu = build(m.menuKey);
        const hadChildren = (byParent.get(m.menuKey) ?? []).length > 0;
        if (hadChildren && innerMenu.length === 0)
            return [];
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
                addOn: m.addOnAt,
                innerMenu,
            },
        ];
    });
    return build(null);
}
//# sourceMappingURL=menu-tree.js.map