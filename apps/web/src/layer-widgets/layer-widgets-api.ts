import type { components } from '@nuri/api-client';
import {
  LAYER_SEARCH_FIRST_PAGE,
  LAYER_SEARCH_PAGE_SIZE,
  type HoldDataSeCode,
  type LyrTySeCode,
} from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { UploadFields, WebServiceType } from './upload-form';
import { fetchWithUploadProgress, type UploadProgressListener } from './upload-transport';

// The calls of the two layer widgets, all through the generated client.

export type LayerDetail = components['schemas']['LayerDetailDto'];
export type LayerSummary = components['schemas']['LayerDto'];
export type UploadAccepted = components['schemas']['UploadAcceptedDto'];
export type JobStatus = components['schemas']['JobStatusDto'];
export type ImportReport = components['schemas']['ImportReportDto'];
export type SkippedRow = components['schemas']['SkippedRowDto'];
export type WebCapabilities = components['schemas']['WebCapabilitiesDto'];

/** The multipart field of the files (apps/api imports UPLOAD_FIELD). */
const FILES_FIELD = 'files';

export interface UploadCall {
  /** The names gate's restricted-word confirmation (read by the server on the JSON uploads). */
  headers?: Record<string, string>;
  /** Aborts the sending (the Cancel button). */
  signal?: AbortSignal;
  /** Bytes of the files sent so far (multipart uploads). */
  onProgress?: UploadProgressListener;
}

/**
 * POST /api/layers/upload: multipart with the files (shp, geocoding, dxf, geotiff, image), sent
 * with its progress reported; JSON for web and custom layers. Empty fields are left out, as the
 * client's cleanup does for JSON.
 */
export function uploadLayer(
  api: AppApiClient,
  fields: UploadFields,
  files: readonly File[],
  { headers = {}, signal, onProgress }: UploadCall = {},
): Promise<UploadAccepted> {
  if (!files.length) return api.unwrap(api.POST('/api/layers/upload', { body: fields, headers, signal }));
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of files) form.append(FILES_FIELD, file, file.name);
  return api.unwrap(
    api.POST('/api/layers/upload', {
      // The typed body only names the parts; the multipart form itself is what is sent.
      body: { ...fields, files: files.map((file) => file.name) },
      bodySerializer: () => form,
      headers,
      signal,
      ...(onProgress ? { fetch: fetchWithUploadProgress(form, onProgress) } : {}),
    }),
  );
}

/** GET /api/jobs/{jobId}: state, stage, progress 0–100, the failure's text and the import report. */
export function fetchJob(api: AppApiClient, jobId: string): Promise<JobStatus> {
  return api.unwrap(api.GET('/api/jobs/{jobId}', { params: { path: { jobId } } }));
}

/** POST /api/jobs/{jobId}/cancel: the job as it stands after the cancel (stage cancelled). */
export function cancelJob(api: AppApiClient, jobId: string): Promise<JobStatus> {
  return api.unwrap(api.POST('/api/jobs/{jobId}/cancel', { params: { path: { jobId } } }));
}

/** GET /api/layers/{lyrId}. */
export function fetchLayer(api: AppApiClient, lyrId: string): Promise<LayerDetail> {
  return api.unwrap(api.GET('/api/layers/{lyrId}', { params: { path: { lyrId } } }));
}

/** POST /api/layers/upload/capabilities: the service's kind, title and sub-layers (nothing stored). */
export function fetchCapabilities(
  api: AppApiClient,
  url: string,
  serviceType: WebServiceType | '',
): Promise<WebCapabilities> {
  return api.unwrap(
    api.POST('/api/layers/upload/capabilities', {
      body: { url, ...(serviceType ? { serviceType } : {}) },
    }),
  );
}

export interface LayerSearch {
  holdDataSeCode: HoldDataSeCode;
  /** '' = every type. */
  lyrTySeCode: LyrTySeCode | '';
  searchTxt: string;
  pageIndex: number;
}

export const FIRST_SEARCH: LayerSearch = {
  holdDataSeCode: '1',
  lyrTySeCode: '',
  searchTxt: '',
  pageIndex: LAYER_SEARCH_FIRST_PAGE,
};

/** GET /api/layers: one page of the layers the caller may view, 20 a page, newest first. */
export function searchLayers(api: AppApiClient, search: LayerSearch) {
  const searchTxt = search.searchTxt.trim();
  return api.unwrap(
    api.GET('/api/layers', {
      params: {
        query: {
          pageIndex: search.pageIndex,
          pageSize: LAYER_SEARCH_PAGE_SIZE,
          holdDataSeCode: search.holdDataSeCode,
          ...(search.lyrTySeCode ? { lyrTySeCode: search.lyrTySeCode } : {}),
          ...(searchTxt ? { searchTxt } : {}),
        },
      },
    }),
  );
}

export const layerWidgetKeys = {
  search: (search: LayerSearch) => ['layer-widgets', 'search', search] as const,
  job: (jobId: string) => ['layer-widgets', 'job', jobId] as const,
};

/** GET /api/layers/{lyrId}/geocoding-report: an address table's import report as CSV (UTF-8 with BOM). */
export async function downloadGeocodingReport(api: AppApiClient, lyrId: string): Promise<Blob> {
  const blob: unknown = await api.unwrap(
    api.GET('/api/layers/{lyrId}/geocoding-report', { params: { path: { lyrId } }, parseAs: 'blob' }),
  );
  return blob as Blob;
}
