import { ADMIN_PATH_PREFIX, isAdminSystem, isInstitutionMemberCode, logoutPath } from '@nuri/domain';
import { systemPath } from '../nav/menu-paths';
import type { SystemScope } from '../nav/menu.types';
import type { Session } from './session';

/** Addresses (on this origin) of the user menu's entries. */
export interface AccountLinks {
  /** 'Home' from an admin system: the member's institution my page, else the main site. */
  home: string;
  login: string;
  signUp: string;
  myPage: string;
  logout: string;
}

/**
 * Home goes to {insttCode}/myPage for an institution's member, else to the main site (spec 000
 * §2). Login and logout stay in the admin app for the admin systems and go to the web app
 * otherwise; my page is the institution's ({insttCode}/myPage) for a member of one, else
 * /myPage (spec 001 §2 "Routes seen").
 */
export function accountLinks(scope: SystemScope, session: Session): AccountLinks {
  const admin = isAdminSystem(scope.system);
  const myPage = session.insttCode
    ? systemPath({ system: 'institution-user', insttCode: session.insttCode }, '/myPage')
    : '/myPage';
  const member = session.userSeCode !== null && isInstitutionMemberCode(session.userSeCode);
  return {
    home: member && session.insttCode ? myPage : '/',
    login: admin ? `${ADMIN_PATH_PREFIX}/login` : '/login',
    signUp: '/join',
    myPage,
    logout: logoutPath(scope.system),
  };
}
