import {
  ADMIN_ACCOUNT_ROUTES,
  isAdminSystem,
  TERMS_TYPES,
  USER_ACCOUNT_ROUTES,
  type SystemType,
  type TermsType,
} from '@nuri/domain';
import type { TFunction } from 'i18next';

// The account and legal routes of the systems (@nuri/domain USER_ACCOUNT_ROUTES, ADMIN_ACCOUNT_ROUTES).
const USER_ROUTES = USER_ACCOUNT_ROUTES;
const ADMIN_ROUTES: readonly AccountRoute[] = ADMIN_ACCOUNT_ROUTES;
export type AccountRoute = (typeof USER_ACCOUNT_ROUTES)[number];

export function accountRouteOf(system: SystemType, name: string): AccountRoute | null {
  const routes: readonly AccountRoute[] = isAdminSystem(system) ? ADMIN_ROUTES : USER_ROUTES;
  return routes.find((route) => route.toLowerCase() === name.toLowerCase()) ?? null;
}

function termsTypeOf(search: string): TermsType {
  const value = new URLSearchParams(search).get('termsType');
  return TERMS_TYPES.find((type) => type === value) ?? 'userTerms';
}

/** The screen's title: the terms page is titled by its termsType. */
export function accountRouteTitle(route: AccountRoute, search: string, t: TFunction): string {
  switch (route) {
    case 'login':
      return t('button.login');
    case 'join':
      return t('button.signUp');
    case 'idpwfind':
      return t('nav.route.idpwfind');
    case 'passwordChange':
      return t('nav.route.passwordChange');
    case 'myPage':
      return t('button.myPage');
    case 'terms':
      return t(`terms.${termsTypeOf(search)}`);
  }
}
