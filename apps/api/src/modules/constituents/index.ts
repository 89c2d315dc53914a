// The public face of the constituents module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export type { MemberSeCode } from './dto/constituents.dto';
export { MemberRemovalHandlers } from './member-removal.registry';
export type { MemberRemoval, MemberRemovalHandler } from './member-removal.registry';
export { MembershipService, levelName } from './membership.service';
export { ConstituentsModule } from './constituents.module';
