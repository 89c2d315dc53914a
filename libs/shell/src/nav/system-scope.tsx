import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SystemScope } from './menu.types';

const DEFAULT_SCOPE: SystemScope = { system: 'provider-user', insttCode: null };
const SystemScopeContext = createContext<SystemScope>(DEFAULT_SCOPE);

/** Set by each layout: the menus and links below it resolve their paths in this system. */
export function SystemScopeProvider({ system, insttCode, children }: SystemScope & { children: ReactNode }) {
  const scope = useMemo(() => ({ system, insttCode }), [system, insttCode]);
  return <SystemScopeContext.Provider value={scope}>{children}</SystemScopeContext.Provider>;
}

/** The system of the current screen (the provider-user system outside any layout). */
export function useSystemScope(): SystemScope {
  return useContext(SystemScopeContext);
}
