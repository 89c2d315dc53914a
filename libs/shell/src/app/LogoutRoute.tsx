import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '../account/session-context';
import { systemRouterPath } from '../nav/menu-paths';
import { useSystemScope } from '../nav/system-scope';

/**
 * /logout (and /admin/logout): ends the login on the server and forgets it here (the other tabs
 * follow), then goes to the system's home.
 */
export function LogoutRoute() {
  const store = useSessionStore();
  const scope = useSystemScope();
  useEffect(() => {
    void store?.logout();
  }, [store]);
  return <Navigate to={systemRouterPath(scope, '/')} replace />;
}
