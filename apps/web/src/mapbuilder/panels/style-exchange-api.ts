import { quietErrors } from '@nuri/api-client';
import type { LayerStyle } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';

// Style interchange from the builder (issue 24): the style on screen exported as SLD 1.1 or as
// a MapLibre style, an SLD read onto the layer (the server's words on refusal).

const QUIET = quietErrors(400, 403, 404, 409, 413, 415);

/** POST /api/layers/{lyrId}/style/export/sld: the given style as an SLD document. */
export async function exportSld(api: AppApiClient, lyrId: string, style: LayerStyle): Promise<Blob> {
  const blob: unknown = await api.unwrap(
    api.POST('/api/layers/{lyrId}/style/export/sld', {
      params: { path: { lyrId } },
      body: { styleJson: style as unknown as Record<string, unknown> },
      parseAs: 'blob',
      ...QUIET,
    }),
  );
  return blob as Blob;
}

/** POST /api/layers/{lyrId}/style/export/maplibre: the given style as a MapLibre style document. */
export async function exportMapLibre(api: AppApiClient, lyrId: string, style: LayerStyle): Promise<Blob> {
  const blob: unknown = await api.unwrap(
    api.POST('/api/layers/{lyrId}/style/export/maplibre', {
      params: { path: { lyrId } },
      body: { styleJson: style as unknown as Record<string, unknown> },
      parseAs: 'blob',
      ...QUIET,
    }),
  );
  return blob as Blob;
}

/** PUT /api/layers/{lyrId}/style/import/sld (multipart 'file'): the layer's style read from the SLD. */
export async function importSld(api: AppApiClient, lyrId: string, file: File): Promise<Record<string, unknown> | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const saved = await api.unwrap(
    api.PUT('/api/layers/{lyrId}/style/import/sld', {
      params: { path: { lyrId } },
      body: { file: file.name } as never,
      bodySerializer: () => form,
      ...QUIET,
    }),
  );
  return saved.styleJson;
}

/** Saves a blob under a file name through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
