import { appAddress, isSafeReturnAddress, rememberReturnAddress, takeReturnAddress } from './return-address';

describe('return address', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps one address of this origin, once', () => {
    rememberReturnAddress('/openbiz/gallery?viewId=1');
    expect(takeReturnAddress()).toBe('/openbiz/gallery?viewId=1');
    expect(takeReturnAddress()).toBeNull();
  });

  it('refuses other sites and the sign-in screens themselves', () => {
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil', 'gallery', '/login', '/openbiz/join', '/admin/login', '/logout?x=1']) {
      expect(isSafeReturnAddress(path)).toBe(false);
    }
    expect(isSafeReturnAddress('/admin/kwater/insttManage')).toBe(true);
    rememberReturnAddress('//evil.example');
    expect(takeReturnAddress()).toBeNull();
  });

  it('prefixes admin routes with /admin', () => {
    expect(appAddress('admin', '/kwater/insttManage')).toBe('/admin/kwater/insttManage');
    expect(appAddress('admin', '/')).toBe('/admin/');
    expect(appAddress('web', '/gallery')).toBe('/gallery');
  });
});
