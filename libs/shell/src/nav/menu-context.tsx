import { ApiError } from '@nuri/api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuItem, SystemScope } from './menu.types';
import { useMenu } from './use-menu';

/**
 * The menu of the current system, as a layout loaded it: 'off' when the caller may not see
 * it, 'loading' until menu authorization has loaded, 'error' when it failed, 'ready' with the
 * items. Menus render only when ready.
 */
export type SystemMenuState =
  | { status: 'off' | 'loading' }
  | { status: 'error'; notFound: boolean }
  | { status: 'ready'; items: MenuItem[] };

const SystemMenuContext = createContext<SystemMenuState>({ status: 'off' });

export interface SystemMenuProviderProps {
  scope: SystemScope;
  /** Whether the caller may see this system's menu (role, loaded session). */
  enabled: boolean;
  children: ReactNode;
}

/** Loads the system's menu once for the layout and the screens below it. */
export function SystemMenuProvider({ scope, enabled, children }: SystemMenuProviderProps) {
  const query = useMenu(scope.system, scope.insttCode, { enabled });
  const { data, error, status } = query;
  const state = useMemo<SystemMenuState>(() => {
    if (!enabled) return { status: 'off' };
    if (status === 'error') return { status: 'error', notFound: statusOf(error) === 404 };
    if (status === 'success') return { status: 'ready', items: data };
    return { status: 'loading' };
  }, [enabled, status, data, error]);
  return <SystemMenuContext.Provider value={state}>{children}</SystemMenuContext.Provider>;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function useSystemMenu(): SystemMenuState {
  return useContext(SystemMenuContext);
}
