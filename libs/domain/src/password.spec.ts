import {
  passwordContainsName,
  passwordRuleViolations,
  satisfiesPasswordRules,
  validatePasswordChange,
} from './password';

describe('password rules', () => {
  it.each(['abcde123!', 'Map#2024secure', 'a1!'.repeat(6) + 'ab'])('accepts %p', (pw) => {
    expect(passwordRuleViolations(pw)).toEqual([]);
    expect(satisfiesPasswordRules(pw)).toBe(true);
  });

  it('checks the length at 8, 9, 20 and 21 characters', () => {
    expect(passwordRuleViolations('abcd123!')).toEqual(['LENGTH']);
    expect(passwordRuleViolations('abcde123!')).toEqual([]);
    expect(passwordRuleViolations('abcdefghijklmnop123!')).toEqual([]);
    expect(passwordRuleViolations('abcdefghijklmnopq123!')).toEqual(['LENGTH']);
  });

  it.each([
    ['abcdefgh12', 'MISSING_SPECIAL'],
    ['abcdefgh!@', 'MISSING_DIGIT'],
    ['12345678!@', 'MISSING_LETTER'],
  ])('requires letters, digits and specials: %p', (pw, violation) => {
    expect(passwordRuleViolations(pw)).toEqual([violation]);
  });

  it('refuses whitespace and non-ASCII characters', () => {
    expect(passwordRuleViolations('abcd 123!x')).toEqual(['WHITESPACE']);
    expect(passwordRuleViolations('abcd\t123!x')).toEqual(['WHITESPACE']);
    expect(passwordRuleViolations('비밀abc123!x')).toEqual(['INVALID_CHARACTER']);
  });

  it('allows a character three times in a row but not four', () => {
    expect(passwordRuleViolations('aaab123!xy')).toEqual([]);
    expect(passwordRuleViolations('aaaab123!x')).toEqual(['REPEATED_CHARACTER']);
    expect(passwordRuleViolations('ab1111!xyz')).toEqual(['REPEATED_CHARACTER']);
  });

  it('finds the name case-insensitively, ignoring spaces in the name and 1-letter names', () => {
    expect(passwordContainsName('xxKimMinsu1!', 'kim minsu')).toBe(true);
    expect(passwordContainsName('abc123!def', 'a')).toBe(false);
    expect(passwordContainsName('abc123!def', null)).toBe(false);
    expect(passwordContainsName('abc123!def', 'lee')).toBe(false);
  });
});

describe('validatePasswordChange', () => {
  const valid = {
    userNm: 'Hong',
    oldPassword: 'old-pass1!',
    oldPasswordSuppliedByParent: false,
    newPassword: 'newPass12#',
    confirmPassword: 'newPass12#',
  };

  it('passes a valid change', () => {
    expect(validatePasswordChange(valid)).toEqual({ ok: true, failures: [], summaryKey: null });
  });

  it('requires the old password unless the parent supplies it', () => {
    const missing = validatePasswordChange({ ...valid, oldPassword: '' });
    expect(missing.failures.map((f) => f.code)).toEqual(['OLD_PASSWORD_REQUIRED']);
    expect(missing.summaryKey).toBe('password.checkFormat');
    expect(
      validatePasswordChange({ ...valid, oldPassword: undefined, oldPasswordSuppliedByParent: true }).ok,
    ).toBe(true);
  });

  it('reports the broken rules', () => {
    const result = validatePasswordChange({ ...valid, newPassword: 'short1!', confirmPassword: 'short1!' });
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([{ code: 'RULE', messageKey: 'password.rule', violations: ['LENGTH'] }]);
    expect(result.summaryKey).toBe('password.checkFormat');
  });

  it('refuses a password containing the name', () => {
    const result = validatePasswordChange({
      ...valid,
      newPassword: 'hong1234!x',
      confirmPassword: 'hong1234!x',
    });
    expect(result.failures).toEqual([{ code: 'CONTAINS_NAME', messageKey: 'password.nameNotAllowed' }]);
  });

  it('requires the confirmation to match', () => {
    const result = validatePasswordChange({ ...valid, confirmPassword: 'newPass12$' });
    expect(result.failures.map((f) => f.code)).toEqual(['CONFIRM_MISMATCH']);
    expect(result.summaryKey).toBe('password.checkFormat');
  });

  it('lists every failure at once', () => {
    const result = validatePasswordChange({
      userNm: 'Hong',
      oldPassword: null,
      oldPasswordSuppliedByParent: false,
      newPassword: 'hong',
      confirmPassword: 'other',
    });
    expect(result.failures.map((f) => f.code)).toEqual([
      'OLD_PASSWORD_REQUIRED',
      'RULE',
      'CONTAINS_NAME',
      'CONFIRM_MISMATCH',
    ]);
  });
});
