import { useQueryClient } from '@tanstack/react-query';

const CONTENTS_KEY = ['web', 'mypage', 'contents'] as const;

/** Reloads the lists and counts after a change. */
export function useContentsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
}
