import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type MyInfo = components['schemas']['MyInfoDto'];

export const myInfoKey = (userId: string) => ['my-info', userId] as const;

/** GET /api/users/me for the signed-in user. */
export function useMyInfo(userId: string) {
  const api = useApi();
  return useQuery({ queryKey: myInfoKey(userId), queryFn: () => api.unwrap(api.GET('/api/users/me')) });
}

/** Puts a fresh answer of /api/users/me in place of the cached one. */
export function useStoreMyInfo(userId: string): (info: MyInfo) => void {
  const queryClient = useQueryClient();
  return (info) => queryClient.setQueryData(myInfoKey(userId), info);
}
