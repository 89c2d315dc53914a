import {
  canSeeAdminMenu,
  canUseSystem,
  isAdminSystem,
  logoutPath,
  NextSystemError,
  resolveNextSystem,
  SYSTEMS,
  systemBasePath,
  systemsForRole,
} from './systems';

describe('systems table', () => {
  it('matches spec 000 §6', () => {
    expect(SYSTEMS['provider-admin']).toMatchObject({ roles: [4], needsInsttCode: false });
    expect(SYSTEMS['provider-user']).toMatchObject({ roles: [11, 12, 13, 14, 4], needsInsttCode: false });
    expect(SYSTEMS['institution-admin']).toMatchObject({ roles: [14], needsInsttCode: true });
    expect(SYSTEMS['institution-user']).toMatchObject({ roles: [11, 12, 13, 14], needsInsttCode: true });
  });

  it.each([
    [4, ['provider-admin', 'provider-user']],
    [14, ['provider-user', 'institution-admin', 'institution-user']],
    [11, ['provider-user', 'institution-user']],
    [12, ['provider-user', 'institution-user']],
    [13, ['provider-user', 'institution-user']],
    [7, []],
  ])('systemsForRole(%i)', (code, expected) => {
    expect(systemsForRole(code)).toEqual(expected);
  });

  it('checks one role against one system', () => {
    expect(canUseSystem(14, 'institution-admin')).toBe(true);
    expect(canUseSystem(4, 'institution-admin')).toBe(false);
    expect(canUseSystem(4, 'institution-user')).toBe(false);
  });

  it('marks the admin systems', () => {
    expect(isAdminSystem('provider-admin')).toBe(true);
    expect(isAdminSystem('institution-admin')).toBe(true);
    expect(isAdminSystem('provider-user')).toBe(false);
    expect(isAdminSystem('institution-user')).toBe(false);
  });
});

describe('resolveNextSystem', () => {
  it.each([
    ['provider-admin', 'provider-admin'],
    ['institution-user', 'institution-user'],
    ['PROVIDER_USER', 'provider-user'],
    ['INSTT_ADMIN', 'institution-admin'],
    [' instt-user ', 'institution-user'],
  ])('maps %p to %p', (value, expected) => {
    expect(resolveNextSystem(value)).toBe(expected);
  });

  it.each([['gallery'], [''], [undefined], [4], ['provider']])('throws NextSystemError for %p', (value) => {
    expect(() => resolveNextSystem(value)).toThrow(NextSystemError);
  });

  it('says the next-system check failed and keeps the value', () => {
    try {
      resolveNextSystem('nowhere');
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(NextSystemError);
      const e = error as NextSystemError;
      expect(e.message).toMatch(/next-system check failed/i);
      expect(e.message).toContain('nowhere');
      expect(e.value).toBe('nowhere');
      expect(e.code).toBe('NEXT_SYSTEM_CHECK_FAILED');
    }
  });
});

describe('paths', () => {
  it('gives each system its base route', () => {
    expect(systemBasePath('provider-user')).toBe('/');
    expect(systemBasePath('institution-user', 'seoul')).toBe('/seoul');
    expect(systemBasePath('provider-admin')).toBe('/admin');
    expect(systemBasePath('institution-admin', 'seoul')).toBe('/admin/seoul');
  });

  it('ignores a code for provider systems and requires one for institution systems', () => {
    expect(systemBasePath('provider-admin', 'seoul')).toBe('/admin');
    expect(() => systemBasePath('institution-user')).toThrow(/institution code/);
    expect(() => systemBasePath('institution-admin', '')).toThrow(/institution code/);
  });

  it('logs admins out inside /admin', () => {
    expect(logoutPath('institution-admin')).toBe('/admin/logout');
    expect(logoutPath('provider-admin')).toBe('/admin/logout');
    expect(logoutPath('institution-user')).toBe('/logout');
  });

  it('shows the admin menu to the matching admin only', () => {
    expect(canSeeAdminMenu('provider-admin', 4)).toBe(true);
    expect(canSeeAdminMenu('institution-admin', 14)).toBe(true);
    expect(canSeeAdminMenu('provider-admin', 14)).toBe(false);
    expect(canSeeAdminMenu('institution-admin', 4)).toBe(false);
    expect(canSeeAdminMenu('institution-user', 14)).toBe(false);
  });
});
