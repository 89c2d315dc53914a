import {
  INSTT_STATUS_MESSAGE_KEYS,
  INSTT_STATUS_TONES,
  isInstitutionActive,
  validateInsttCode,
} from './institution';
import { isReservedRouteName, RESERVED_ROUTE_NAMES } from './reserved-routes';

describe('reserved route names', () => {
  it.each([
    'admin',
    'api',
    'gallery',
    'login',
    'logout',
    'join',
    'idpwfind',
    'passwordChange',
    'myPage',
    'terms',
    'notice',
    'community',
    'guide',
    'userGuide',
    'serviceLab',
    'pricesPolicy',
    'simpleMap',
    'apps',
    'instt',
    'insttDashBoard',
    'error',
    'ui',
    'docs',
    'assets',
    'insttManage',
    'manageConstituent',
    'manageContents',
    'manageElection',
    'manageLayer',
    'manageBaseMap',
    'manageInstitution',
    'manageApiKeys',
    'manageCodes',
    'datamng',
    'main',
  ])('reserves %s', (name) => {
    expect(RESERVED_ROUTE_NAMES).toContain(name);
  });

  it('compares case-insensitively, as the router does', () => {
    expect(isReservedRouteName('mypage')).toBe(true);
    expect(isReservedRouteName('GALLERY')).toBe(true);
    expect(isReservedRouteName('seoul')).toBe(false);
  });
});

describe('validateInsttCode', () => {
  it.each(['ab', 'seoul', 'seoul-gu', 'k-water2', 'a1', 'a'.repeat(30), 'openbiz'])('accepts %p', (code) => {
    expect(validateInsttCode(code)).toEqual({ ok: true });
  });

  it.each([
    'a',
    'a'.repeat(31),
    'Seoul',
    '1seoul',
    '-seoul',
    'seoul-',
    'seo--ul',
    'seo_ul',
    'seo ul',
    '서울',
    '',
  ])('refuses the shape of %p', (code) => {
    expect(validateInsttCode(code)).toEqual({
      ok: false,
      problem: 'FORMAT',
      messageKey: 'instt.code.invalid',
    });
  });

  it.each(['admin', 'api', 'gallery', 'mypage', 'insttdashboard'])('refuses reserved %p', (code) => {
    expect(validateInsttCode(code)).toEqual({
      ok: false,
      problem: 'RESERVED',
      messageKey: 'instt.code.reserved',
    });
  });
});

describe('institution state', () => {
  it('is active when deleteAt is absent or N', () => {
    expect(isInstitutionActive(undefined)).toBe(true);
    expect(isInstitutionActive(null)).toBe(true);
    expect(isInstitutionActive('N')).toBe(true);
    expect(isInstitutionActive('Y')).toBe(false);
  });

  it('labels and colours the operational status', () => {
    expect(INSTT_STATUS_MESSAGE_KEYS).toEqual({
      NORMAL: 'instt.status.normal',
      BILLING: 'instt.status.billing',
      PAUSED: 'instt.status.paused',
    });
    expect(INSTT_STATUS_TONES.PAUSED).toBe('red');
    expect(INSTT_STATUS_TONES.BILLING).toBe('yellow');
  });
});
