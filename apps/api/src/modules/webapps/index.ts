// The public face of the webapps module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export type { WebappSaveDto } from './dto/webapps.dto';
export { WebappsService } from './webapps.service';
export { WebappsModule } from './webapps.module';
