import { errorTitle, type components } from '@nuri/api-client';
import type { LandBundleFormat, LuckyCategory } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';

// The service lab's calls through the generated client (issue 10).

type S = components['schemas'];
export type LabAccess = S['LabAccessDto'];
export type LabAppAccess = S['LabAppAccessDto'];
export type LuckyPlace = S['LuckyPlaceDto'];
export type LuckyRegion = S['LuckyRegionDto'];
export type Parcel = S['ParcelDto'];
export type Bundle = S['BundleDto'];
export type BundleSummary = S['BundleSummaryDto'];
export type Election = S['ElectionDto'];
export type ElectionResults = S['ElectionResultsDto'];
export type DistrictResult = S['DistrictResultDto'];
export type CandidateTotal = S['CandidateTotalDto'];
export type Candidate = S['CandidateDto'];
export type DistrictCollection = S['DistrictCollectionDto'];

/** `insttCode` of the site an app was opened from (none: the provider site). */
const site = (insttCode: string | null) => (insttCode ? { insttCode } : {});

export const labKeys = {
  access: (insttCode: string | null) => ['lab', 'access', insttCode ?? ''] as const,
  luckyRegions: ['lab', 'lucky', 'regions'] as const,
  lucky: (filters: LuckyFilters, insttCode: string | null) => ['lab', 'lucky', 'places', insttCode ?? '', filters] as const,
  parcels: (q: string, pageSize: number) => ['lab', 'land', 'search', q, pageSize] as const,
  bundles: ['lab', 'land', 'bundles'] as const,
  districts: ['lab', 'election', 'districts'] as const,
  elections: (insttCode: string | null) => ['lab', 'election', 'list', insttCode ?? ''] as const,
  results: (sgId: number) => ['lab', 'election', 'results', sgId] as const,
  manage: ['lab', 'election', 'manage'] as const,
  manageResults: (sgId: number) => ['lab', 'election', 'manage', sgId] as const,
};

export const fetchLabAccess = (api: AppApiClient, insttCode: string | null): Promise<LabAccess> =>
  api.unwrap(api.GET('/api/lab/access', { params: { query: site(insttCode) }, ...errorTitle('web.lab.title') }));

export interface LuckyFilters {
  sidoNm?: string;
  ctgryCode?: LuckyCategory;
  searchNm?: string;
  lon?: number;
  lat?: number;
}

export const fetchLuckyPlaces = (api: AppApiClient, filters: LuckyFilters, insttCode: string | null) =>
  api.unwrap(api.GET('/api/lab/lucky/places', { params: { query: { ...filters, ...site(insttCode) } }, ...errorTitle('web.lab.app.LUCKY_MAP') }));

export const fetchLuckyRegions = (api: AppApiClient): Promise<LuckyRegion[]> => api.unwrap(api.GET('/api/lab/lucky/regions'));

export const searchParcels = (api: AppApiClient, q: string, pageSize: number, insttCode: string | null) =>
  api.unwrap(
    api.GET('/api/landbundle/search/address', {
      params: { query: { q, pageSize, pageIndex: 1, ...site(insttCode) } },
      ...errorTitle('web.lab.land.search'),
    }),
  );

export const fetchBundles = (api: AppApiClient) =>
  api.unwrap(api.GET('/api/land/bundles', { params: { query: { pageIndex: 1, pageSize: 100 } }, ...errorTitle('web.lab.land.myBundles') }));

export const fetchBundle = (api: AppApiClient, bundleId: number): Promise<Bundle> =>
  api.unwrap(api.GET('/api/land/bundles/{bundleId}', { params: { path: { bundleId } }, ...errorTitle('web.lab.land.bundle') }));

export interface BundleSave {
  bundleNm: string;
  pnuList: string[];
}

export const createBundle = (api: AppApiClient, body: BundleSave, insttCode: string | null): Promise<Bundle> =>
  api.unwrap(api.POST('/api/land/bundles', { params: { query: site(insttCode) }, body, ...errorTitle('web.lab.land.bundle') }));

export const updateBundle = (api: AppApiClient, bundleId: number, body: BundleSave): Promise<Bundle> =>
  api.unwrap(api.PUT('/api/land/bundles/{bundleId}', { params: { path: { bundleId } }, body, ...errorTitle('web.lab.land.bundle') }));

export const deleteBundle = (api: AppApiClient, bundleId: number) =>
  api.unwrap(api.DELETE('/api/land/bundles/{bundleId}', { params: { path: { bundleId } }, ...errorTitle('web.lab.land.bundle') }));

export async function downloadBundle(api: AppApiClient, bundleId: number, format: LandBundleFormat): Promise<Blob> {
  const blob: unknown = await api.unwrap(
    api.GET('/api/land/bundles/{bundleId}/download', {
      params: { path: { bundleId }, query: { format } },
      parseAs: 'blob',
      ...errorTitle('web.lab.land.bundle'),
    }),
  );
  return blob as Blob;
}

export const fetchDistricts = (api: AppApiClient): Promise<DistrictCollection> =>
  api.unwrap(api.GET('/api/election/api/districts', { ...errorTitle('web.lab.app.ELECTION_MAP') }));

export const fetchElections = (api: AppApiClient, insttCode: string | null): Promise<Election[]> =>
  api.unwrap(api.GET('/api/election', { params: { query: site(insttCode) }, ...errorTitle('web.lab.app.ELECTION_MAP') }));

export const fetchResults = (api: AppApiClient, sgId: number, insttCode: string | null): Promise<ElectionResults> =>
  api.unwrap(
    api.GET('/api/election/api/{sgId}/results', { params: { path: { sgId }, query: site(insttCode) }, ...errorTitle('web.lab.app.ELECTION_MAP') }),
  );

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
