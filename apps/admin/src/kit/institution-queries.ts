import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insttKeys } from './query-keys';

export type Institution = components['schemas']['InstitutionDto'];
export type InstitutionDetail = components['schemas']['InstitutionDetailDto'];
export type InstitutionStatus = components['schemas']['InsttStatusDto'];

/** GET /api/instt/{insttCode}: name, image, creation (the profile panel). */
export function useInstitution(insttCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: insttKeys.panel(insttCode),
    queryFn: () => api.unwrap(api.GET('/api/instt/{insttCode}', { params: { path: { insttCode } } })),
    staleTime: 60_000,
  });
}

/** GET /api/instt/{insttCode}/status: the operational status. */
export function useInstitutionStatus(insttCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: insttKeys.status(insttCode),
    queryFn: () => api.unwrap(api.GET('/api/instt/{insttCode}/status', { params: { path: { insttCode } } })),
    staleTime: 60_000,
  });
}

/** GET /api/instt/{insttCode}/detail: telephone, address, plan, master and its masked phone. */
export function useInstitutionDetail(insttCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: insttKeys.detail(insttCode),
    queryFn: () => api.unwrap(api.GET('/api/instt/{insttCode}/detail', { params: { path: { insttCode } } })),
  });
}

/** Refreshes everything shown of the institution (panel, detail, lists). */
export function useRefreshInstitution(insttCode: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: insttKeys.all(insttCode) });
}

export interface InstitutionImageActions {
  /** Uploads a checked image; resolves to its address. */
  upload: (file: File) => Promise<string>;
  /** Deletes the image. */
  remove: () => Promise<void>;
}

/** POST / DELETE /api/instt/{insttCode}/image; the panel and the screens follow. */
export function useInstitutionImage(insttCode: string): InstitutionImageActions {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshInstitution(insttCode);
  const stored = (institution: Institution) => {
    queryClient.setQueryData(insttKeys.panel(insttCode), institution);
    void refresh();
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.unwrap(
        api.POST('/api/instt/{insttCode}/image', {
          params: { path: { insttCode } },
          // The typed body only names the part; the multipart form itself is what is sent.
          body: { file: file.name },
          bodySerializer: () => form,
        }),
      );
    },
    onSuccess: stored,
  });
  const remove = useMutation({
    mutationFn: () =>
      api.unwrap(api.DELETE('/api/instt/{insttCode}/image', { params: { path: { insttCode } } })),
    onSuccess: stored,
  });
  return {
    upload: async (file) => (await upload.mutateAsync(file)).imageCn ?? '',
    remove: async () => {
      await remove.mutateAsync();
    },
  };
}
