// The public face of the geocoding module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (types, loaders) come before the Nest module so import cycles see them defined.
export { parseAddress, parseReadings, type ParsedAddress } from './address-normalizer';
export type { GeocodeCandidate, MatchQuality } from './geocoder';
export { rowMatch, ROW_UNMATCHED_REASONS, type RowMatch, type RowUnmatchedReason } from './row-match';
export { loadAddressFiles, type AddressLoadReport } from './loader/address-loader';
export { loadDistrictFile, type DistrictLevel } from './loader/district-loader';
export { loadDemoGazetteer, loadSeoulDistricts, seoulSampleExtents } from './loader/demo-gazetteer';
export { writeSampleFiles } from './loader/sample-generator';
export { GeocodingService } from './geocoding.service';
export { SuggestFrontRoute } from './suggest-front-route';
export { GeocodingModule } from './geocoding.module';
