import { SYSTEMS } from '@nuri/domain';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { routerPathIn } from './menu-paths';
import { useSystemScope } from './system-scope';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of this origin ('/openbiz/gallery', '/admin/logout'). */
  href: string;
  /** Marks the link of the current page with aria-current="page". */
  nav?: boolean;
  children: ReactNode;
}

/**
 * A link to an address of this origin: a router link when the current app serves it, a plain
 * link (full page load) when the other app does.
 */
export function AppLink({ href, nav = false, children, ...rest }: AppLinkProps) {
  const { system } = useSystemScope();
  const to = routerPathIn(SYSTEMS[system].app, href);
  if (to === null) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={to} end {...rest}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
