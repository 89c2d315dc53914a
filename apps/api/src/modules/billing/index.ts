// The public face of the billing module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { AddonAccess } from './addon-access';
export { PLAN_RETENTIONS_SQL, UPDATE_PLAN_RETENTION_SQL } from './billing.queries';
export { BillingProcessor } from './billing.processor';
export { UsageMeter } from './usage-meter';
export { ClaimsService } from './claims.service';
export { SettlementsService } from './settlements.service';
export { BillingModule, BillingWorkerModule } from './billing.module';
