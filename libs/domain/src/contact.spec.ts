import {
  formatMobileNumber,
  isValidEmail,
  isValidMobileNumber,
  normalizeMobileNumber,
  validateEmail,
  validateMobileNumber,
} from './contact';

describe('e-mail rule', () => {
  it.each(['kim@example.com', 'kim.min-su+map@mail.example.co.kr', ' lee_1@a-b.kr '])(
    'accepts %p',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    'kim',
    'kim@',
    '@example.com',
    'kim@example',
    'kim@example.c',
    'kim..lee@example.com',
    '.kim@example.com',
    'kim.@example.com',
    'kim@-example.com',
    'kim@example-.com',
    'kim lee@example.com',
    'kim@exa mple.com',
    'kim@@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateEmail(email)).toBe('contact.invalidEmail');
  });

  it('accepts a 64-character local part', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });
});

describe('mobile number rule', () => {
  it.each(['01012345678', '0111234567', '010-1234-5678', '016-123-4567', '019 1234 5678'])(
    'accepts %p',
    (phone) => {
      expect(isValidMobileNumber(phone)).toBe(true);
      expect(validateMobileNumber(phone)).toBeNull();
    },
  );

  it.each([
    ['010123456', '9 digits'],
    ['010123456789', '12 digits'],
    ['02012345678', 'not starting with 01'],
    ['01212345678', 'unknown carrier digit'],
    ['0101234567a', 'letters'],
    ['', 'empty'],
  ])('refuses %p (%s)', (phone) => {
    expect(isValidMobileNumber(phone)).toBe(false);
    expect(validateMobileNumber(phone)).toBe('contact.invalidMobile');
  });

  it('normalises and formats', () => {
    expect(normalizeMobileNumber('010-1234-5678')).toBe('01012345678');
    expect(formatMobileNumber('01012345678')).toBe('010-1234-5678');
    expect(formatMobileNumber('0111234567')).toBe('011-123-4567');
    expect(formatMobileNumber('12345')).toBe('12345');
  });
});
