import type { ParsedAddress } from './address-normalizer';

/** Where a result came from: the built-in gazetteer or an external geocoder. */
export type GeocoderName = 'gazetteer' | 'juso' | 'vworld';

export const GEOCODER_NAMES: readonly GeocoderName[] = ['gazetteer', 'juso', 'vworld'];

/**
 * How well a candidate matches: exact (every part written, building or lot number included),
 * partial (the main number matches, the sub-number or a region word does not), road (the road or
 * dong exists, the nearest number is given), text (found by similar text or a building name).
 */
export type MatchQuality = 'exact' | 'partial' | 'road' | 'text';

export interface GeocodeCandidate {
  roadAddr: string | null;
  jibunAddr: string | null;
  bldNm: string | null;
  zip: string | null;
  sido: string | null;
  sigungu: string | null;
  emd: string | null;
  /** Longitude and latitude (EPSG:4326). */
  x: number;
  y: number;
  quality: MatchQuality;
  /** 0–1, higher is better; the order of the answer. */
  score: number;
  provider: GeocoderName;
  /** Which of the readings matched (index into the readings asked with; 0 when not told). */
  reading?: number;
}

/** One geocoding provider. The service asks them in the configured order (GEOCODER_ORDER). */
export interface Geocoder {
  readonly name: GeocoderName;
  /** Whether it can be asked (external ones need their keys). */
  available(): boolean;
  /** Candidates for the readings of one address, best first (at most limit). */
  geocode(readings: ParsedAddress[], limit: number): Promise<GeocodeCandidate[]>;
}

/** Scores by quality: what a candidate of that quality starts from. */
export const QUALITY_SCORE: Readonly<Record<MatchQuality, number>> = { exact: 1, partial: 0.8, road: 0.5, text: 0.4 };
