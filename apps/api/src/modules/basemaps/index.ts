// The public face of the basemaps module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { importNaturalEarthCountries } from './offline/natural-earth';
export { importKoreaBaseMap } from './offline/korea-basemap';
export { BasemapsModule } from './basemaps.module';
