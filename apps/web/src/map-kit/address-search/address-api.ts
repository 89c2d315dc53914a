import { quietErrors } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

// The address widgets' calls (/api/address/*) through the generated client.

export interface AddressSuggestion {
  label: string;
  roadAddr: string;
  jibunAddr: string;
  bldNm: string | null;
  x: number;
  y: number;
}

export interface AddressCandidate {
  roadAddr: string | null;
  jibunAddr: string | null;
  bldNm: string | null;
  x: number;
  y: number;
  quality: 'exact' | 'partial' | 'road' | 'text';
}

export interface AddressSearchAnswer {
  ambiguous: boolean;
  candidates: AddressCandidate[];
}

export interface District {
  admCode: string;
  level: string;
  name: string;
  fullName: string;
  extent: number[];
  geometry: Record<string, unknown>;
}

/** Suggestions while typing; errors (429, bad characters) end quietly as no suggestions. */
export async function fetchSuggestions(api: AppApiClient, q: string): Promise<AddressSuggestion[]> {
  const list: AddressSuggestion[] = await api.unwrap(api.GET('/api/address/suggest', { params: { query: { q } }, ...quietErrors() }));
  return list;
}

export async function searchAddress(api: AppApiClient, q: string): Promise<AddressSearchAnswer> {
  const answer: AddressSearchAnswer = await api.unwrap(api.GET('/api/address/search', { params: { query: { q, size: 5 } } }));
  return answer;
}

export async function searchDistricts(api: AppApiClient, q: string): Promise<District[]> {
  const list: District[] = await api.unwrap(api.GET('/api/address/districts', { params: { query: { q } } }));
  return list;
}
