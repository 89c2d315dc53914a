// The public face of the institutions module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { InsttCodeParamDto } from './dto/institutions.dto';
export { InstitutionContentCounters, type InstitutionFigures } from './institution-content-counters';
export { OwnedContentLifecycle } from './owned-content-lifecycle';
export { InstitutionAdminService } from './institution-admin.service';
export { InstitutionsModule } from './institutions.module';
