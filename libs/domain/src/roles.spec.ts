import {
  ALL_USER_SE_CODES,
  canCreateContent,
  canPublishToGallery,
  canShareToInstitution,
  isAdminCode,
  isInstitutionAdminCode,
  isInstitutionMemberCode,
  isProviderAdminCode,
  ROLE_MESSAGE_KEYS,
  ROLE_TYPE_NAMES,
  showsMyPage,
  toUserSeCode,
  USER_SE_CODES,
} from './roles';

describe('roles', () => {
  it('fixes the role codes', () => {
    expect(USER_SE_CODES).toEqual({ PROVIDER_ADMIN: 4, EDITOR: 11, MEMBER: 12, VIEWER: 13, INSTT_ADMIN: 14 });
    expect(ROLE_TYPE_NAMES.INSTT_ADMIN).toBe('INSTT-ADMIN');
    expect(ROLE_TYPE_NAMES.MAP_PICKING_ADMIN).toMatch(/-ADMIN$/);
  });

  it.each([
    [4, true],
    [14, true],
    [11, false],
    [12, false],
    [13, false],
    [0, false],
  ])('isAdminCode(%i) = %s', (code, expected) => {
    expect(isAdminCode(code)).toBe(expected);
  });

  it.each([
    [11, true],
    [12, true],
    [13, true],
    [14, true],
    [4, false],
    [10, false],
    [15, false],
  ])('isInstitutionMemberCode(%i) = %s', (code, expected) => {
    expect(isInstitutionMemberCode(code)).toBe(expected);
  });

  it('tells provider and institution admins apart', () => {
    expect(isProviderAdminCode(4)).toBe(true);
    expect(isProviderAdminCode(14)).toBe(false);
    expect(isInstitutionAdminCode(14)).toBe(true);
    expect(isInstitutionAdminCode(4)).toBe(false);
  });

  it('parses role codes from numbers and numeric strings only', () => {
    expect(toUserSeCode(14)).toBe(14);
    expect(toUserSeCode(' 12 ')).toBe(12);
    expect(toUserSeCode('5')).toBeNull();
    expect(toUserSeCode('1a')).toBeNull();
    expect(toUserSeCode(null)).toBeNull();
  });

  it('applies the editor/member/viewer permissions', () => {
    expect(canCreateContent(13)).toBe(false);
    expect(canCreateContent(12)).toBe(true);
    expect(canCreateContent(99)).toBe(false);
    expect([11, 12, 13, 14, 4].map(canShareToInstitution)).toEqual([true, false, false, true, true]);
    expect([11, 12, 13, 14, 4].map(canPublishToGallery)).toEqual([true, false, false, true, true]);
  });

  it('hides my page from the provider admin only', () => {
    expect(ALL_USER_SE_CODES.filter((code) => !showsMyPage(code))).toEqual([4]);
  });

  it('labels every role', () => {
    expect(ALL_USER_SE_CODES.map((code) => ROLE_MESSAGE_KEYS[code])).toEqual([
      'role.providerAdmin',
      'role.editor',
      'role.member',
      'role.viewer',
      'role.insttAdmin',
    ]);
  });
});
