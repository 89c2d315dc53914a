import {
  checkVerificationParams,
  hasAttemptsLeft,
  isNumericCode,
  missingVerificationParams,
  supportsPhoneVerification,
  VERIFICATION_MAX_FAILURES,
  VERIFICATION_TYPES,
  verificationCountdown,
} from './verification';
import { en } from './i18n/en';

describe('verification rules', () => {
  it('knows the four types and allows phones for sign-up only', () => {
    expect(VERIFICATION_TYPES).toEqual(['idFind', 'pwFind', 'signUp', 'otp']);
    expect(VERIFICATION_TYPES.filter(supportsPhoneVerification)).toEqual(['signUp']);
  });

  it.each([
    ['idFind', {}, ['userNm']],
    ['idFind', { userNm: '홍길동' }, []],
    ['pwFind', {}, ['userId', 'userNm']],
    ['pwFind', { userId: 'hong', userNm: '  ' }, ['userNm']],
    ['pwFind', { userId: null, userNm: '홍길동' }, ['userId']],
    ['signUp', { userId: '' }, ['userId']],
    ['signUp', { userId: 'hong' }, []],
    ['otp', {}, []],
  ] as const)('missingVerificationParams(%s, %p)', (type, params, missing) => {
    expect(missingVerificationParams(type, params)).toEqual(missing);
  });

  it('builds the check-the-value message from the missing fields', () => {
    expect(checkVerificationParams('pwFind', {})).toEqual({
      messageKey: 'verification.checkParams',
      params: { fields: 'userId, userNm' },
      missing: ['userId', 'userNm'],
    });
    expect(checkVerificationParams('signUp', { userId: 'hong' })).toBeNull();
  });

  it('allows 5 failures and no more', () => {
    expect(VERIFICATION_MAX_FAILURES).toBe(5);
    expect(hasAttemptsLeft(4)).toBe(true);
    expect(hasAttemptsLeft(5)).toBe(false);
    expect(en['verification.tooManyFailures']).toContain(String(VERIFICATION_MAX_FAILURES));
  });

  it('takes numeric codes only', () => {
    expect(isNumericCode('012345')).toBe(true);
    expect(isNumericCode('12a456')).toBe(false);
    expect(isNumericCode('')).toBe(false);
    expect(isNumericCode(' 123')).toBe(false);
  });

  it('counts down in minutes and seconds to expireDt', () => {
    const now = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));
    expect(verificationCountdown(new Date(now.getTime() + 180000), now)).toEqual({
      secondsLeft: 180,
      text: '03:00',
      expired: false,
    });
    expect(verificationCountdown(new Date(now.getTime() + 59500), now)).toEqual({
      secondsLeft: 60,
      text: '01:00',
      expired: false,
    });
    expect(verificationCountdown(new Date(now.getTime() + 1), now)).toMatchObject({
      text: '00:01',
      expired: false,
    });
    expect(verificationCountdown(now, now)).toEqual({ secondsLeft: 0, text: '00:00', expired: true });
    expect(verificationCountdown(new Date(now.getTime() - 5000), now)).toMatchObject({
      secondsLeft: 0,
      expired: true,
    });
  });
});
