// Institution codes share the URL space with the apps' own top-level routes ('/{insttCode}/...'
// next to '/gallery', '/admin/{insttCode}' next to '/admin/manageLayer'), so none of these
// names may become an institution code. Every top-level route of spec 000 §2 and spec 001 §2
// is here, plus infrastructure paths (api, docs, assets ...).
export const RESERVED_ROUTE_NAMES = [
  // infrastructure
  'admin',
  'api',
  'docs',
  'assets',
  'static',
  'public',
  'health',
  'favicon.ico',
  'robots.txt',
  'ui',
  'error',
  'main',
  // auth and account
  'login',
  'logout',
  'join',
  'signup',
  'idpwfind',
  'passwordChange',
  'myPage',
  'terms',
  // provider-user and institution-user systems
  'gallery',
  'mapgallery',
  'notice',
  'community',
  'guide',
  'qna',
  'userGuide',
  'serviceLab',
  'pricesPolicy',
  'simpleMap',
  'apps',
  'embed',
  'instt',
  'invites',
  'exists',
  'sms',
  'builder',
  'webmap',
  'webapp',
  'luckyMap',
  'landBundle',
  'election',
  'electionMap',
  // institution-admin and provider-admin systems
  'dashboard',
  'insttDashBoard',
  'insttManage',
  'manageInstitution',
  'manageSubscription',
  'managePaymentHistory',
  'manageContents',
  'manageLayer',
  'manageBaseMap',
  'manageNotice',
  'manageCoupon',
  'manageConstituent',
  'manageGroup',
  'manageInquiry',
  'manageElection',
  'datamng',
  // integrator access (provider admin): API keys, common codes
  'manageApiKeys',
  'manageCodes',
] as const;
export type ReservedRouteName = (typeof RESERVED_ROUTE_NAMES)[number];

// react-router matches paths case-insensitively by default, so '/mypage' hits '/myPage':
// compare in lower case.
const RESERVED_LOWER: ReadonlySet<string> = new Set(RESERVED_ROUTE_NAMES.map((name) => name.toLowerCase()));

export function isReservedRouteName(name: string): boolean {
  return RESERVED_LOWER.has(name.trim().toLowerCase());
}
