// Render helpers of the nav, account and app specs (not exported from the library).
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@nuri/ui';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import type { SystemScope } from './menu.types';
import { SystemScopeProvider } from './system-scope';

/** Shows the router's current location, for asserting where a link led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderInScopeOptions {
  scope: SystemScope;
  route?: string;
  language?: Language;
  fetch?: typeof fetch;
}

/** `ui` in a system scope, on every route, with the real app services and a location probe. */
export function renderInScope(ui: ReactElement, { scope, route = '/', language, fetch }: RenderInScopeOptions) {
  const tree = (
    <SystemScopeProvider system={scope.system} insttCode={scope.insttCode}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </SystemScopeProvider>
  );
  return renderWithServices(tree, { fetch: fetch ?? fakeFetch(() => envelope(404, null)), route, language });
}
