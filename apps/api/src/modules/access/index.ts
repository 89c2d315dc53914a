// The public face of the access module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { ThroughMapQueryDto } from './through-map.dto';
export type { Caller, ContentRef, ContentType, LayerAudience } from './content-access.types';
export { callerOf } from './caller';
export { groupReachesCallerSql } from './content-access.queries';
export { ContentAccessPolicy } from './content-access.service';
export { ACCESS_CHANNEL, ACCESS_EPOCH_KEY, AccessEpochs } from './access-epochs.service';
export { LayerViewCache } from './layer-view-cache';
export { AccessFenceInterceptor } from './access-fence.interceptor';
export type { VisibleCondition } from './content-access.service';
export { AccessModule } from './access.module';
