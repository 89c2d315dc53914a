// The public face of the health module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { LiveFrontRoute } from './live-front-route';
export { HealthModule } from './health.module';
