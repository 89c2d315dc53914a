import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { listAllKeys, listInstitutionNames } from './apikeys-api';

/** Query keys of the API key screens. */
export const apiKeyQueryKeys = {
  all: ['apikeys'] as const,
  keys: (insttCode: string | null) => ['apikeys', 'keys', insttCode ?? '*'] as const,
  institutions: ['apikeys', 'institutions'] as const,
  usage: (filter: string) => ['apikeys', 'usage', filter] as const,
};

/** The institutions' names, for the provider admin's filters and create form (not loaded otherwise). */
export function useInstitutionNames(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeyQueryKeys.institutions,
    queryFn: () => listInstitutionNames(api),
    enabled,
    staleTime: 60_000,
  });
}

/** Every key of the institution (or all, for the provider without one): the usage view's key choice. */
export function useAllKeys(insttCode: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeyQueryKeys.keys(insttCode),
    queryFn: () => listAllKeys(api, insttCode),
    staleTime: 10_000,
  });
}
