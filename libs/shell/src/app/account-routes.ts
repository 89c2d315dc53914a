import { isAdminSystem, TERMS_TYPES, type SystemType, type TermsType } from '@nuri/domain';
import type { TFunction } from 'i18next';

// The account and legal routes every system knows besides its menu's (spec 000 §2, spec 001
// §2); the admin systems only sign in and change passwords there.
const USER_ROUTES = ['login', 'join', 'idpwfind', 'passwordChange', 'myPage', 'terms'] as const;
const ADMIN_ROUTES = ['login', 'passwordChange'] as const;
export type AccountRoute = (typeof USER_ROUTES)[number];

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
