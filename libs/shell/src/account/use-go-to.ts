import { SYSTEMS } from '@nuri/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { routerPathIn } from '../nav/menu-paths';
import { useSystemScope } from '../nav/system-scope';

/**
 * Goes to an address of this origin: inside the router when this app serves it, by a page
 * load when the other app does (a login in the web app returning to an admin screen).
 */
export function useGoTo(): (address: string, options?: { replace?: boolean; state?: unknown }) => void {
  const navigate = useNavigate();
  const { system } = useSystemScope();
  return useCallback(
    (address, options) => {
      const route = routerPathIn(SYSTEMS[system].app, address);
      if (route === null) window.location.assign(address);
      else navigate(route, options);
    },
    [navigate, system],
  );
}
