// The public face of the basemaps module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { importNaturalEarthCountries } from './offline/natural-earth';
export { importKoreaBaseMap } from './offline/korea-basemap';
export { OfflinePainter, frameAround, pixelParams, escapeXml, renderSvg, TO_PIXELS } from './offline/offline-painter';
export type { PictureFrame } from './offline/offline-painter';
export { PickerFastPath } from './picker-fast-path.middleware';
export { BasemapsModule } from './basemaps.module';
