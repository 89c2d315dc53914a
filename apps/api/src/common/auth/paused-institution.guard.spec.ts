import { pausedWriteAllowed } from './paused-institution.guard';

describe('what a paused institution may still change', () => {
  it.each([
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/refresh',
    '/api/auth/login/second-factor',
    '/api/emailAuthentication/send',
    '/api/users/password',
    '/api/users/validation',
    '/api/subscribes',
    '/api/subscribes/',
    '/api/coupons/apply',
    '/api/notices/3/view-count',
    '/api/layers/lyr-1/attributes',
    '/api/layers/lyr-1/download',
    '/api/attachments/a1/download',
  ])('allows %s', (path) => expect(pausedWriteAllowed(path)).toBe(true));

  it.each([
    '/api/users/me',
    '/api/webmap',
    '/api/layers/upload',
    '/api/coupons',
    '/api/instt/demo',
    '/api/authx',
    '/api/subscribe',
    '/api/subscribesx',
  ])('refuses %s', (path) => expect(pausedWriteAllowed(path)).toBe(false));
});
