import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { fetchHealth } from './health-api';

export const HEALTH_QUERY_KEY = ['health'] as const;

export function useHealth() {
  const api = useApi();
  return useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: () => fetchHealth(api),
    // Poll while the API answers; after a failure only "try again" asks again (each failure alerts).
    refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
  });
}
