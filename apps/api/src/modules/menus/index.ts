// The public face of the menus module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { MenuAccess } from './entities/menu-access.entity';
export { Menu } from './entities/menu.entity';
export { isAddOnMarked } from './menu-tree';
export type { MenuContext } from './menu-tree';
export { MenusModule } from './menus.module';
