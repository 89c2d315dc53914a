import { appAddress, forbiddenReturnAddress, isSafeReturnAddress, rememberReturnAddress, takeReturnAddress } from './return-address';

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

  it('sends a 403 back to the stored address of the same app, never into the other app', () => {
    // Nothing stored: the app's own home.
    expect(forbiddenReturnAddress('admin', '/admin/kwater/insttManage')).toBe('/admin/');
    expect(forbiddenReturnAddress('web', '/kwater/myPage')).toBe('/');
    rememberReturnAddress('/admin/kwater/insttDashBoard');
    expect(forbiddenReturnAddress('admin', '/admin/kwater/insttManage')).toBe('/admin/kwater/insttDashBoard');
    // An admin address never sends the user site into the admin app, and back.
    expect(forbiddenReturnAddress('web', '/kwater/myPage')).toBe('/');
    rememberReturnAddress('/kwater/gallery');
    expect(forbiddenReturnAddress('web', '/kwater/myPage')).toBe('/kwater/gallery');
    expect(forbiddenReturnAddress('admin', '/admin/kwater/insttManage')).toBe('/admin/');
    // The refused page itself is no way back; reading keeps the address for the login.
    expect(forbiddenReturnAddress('web', '/kwater/gallery')).toBe('/');
    expect(takeReturnAddress()).toBe('/kwater/gallery');
  });
});
