// The public face of the ip-access module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { isIpRuleProblem, parseIpRule } from './ip-rule';
export { IpAccessModule } from './ip-access.module';
