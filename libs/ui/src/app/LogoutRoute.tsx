import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '../account/session-context';
import { systemRouterPath } from '../nav/menu-paths';
import { useSystemScope } from '../nav/system-scope';

/** /logout (and /admin/logout): ends the session, then goes to the system's home. */
export function LogoutRoute() {
  const store = useSessionStore();
  const scope = useSystemScope();
  useEffect(() => store?.signOut(), [store]);
  return <Navigate to={systemRouterPath(scope, '/')} replace />;
}
