import {
  DEFAULT_INSTT_CODE,
  FEES,
  isBasicPlan,
  isEducationPlan,
  isOpenBizInstitution,
  PLAN_CODES,
} from './plans';

describe('plans and fees', () => {
  it('fixes the plan codes', () => {
    expect(PLAN_CODES.BASIC).toBe('000001');
    expect(isBasicPlan('000001')).toBe(true);
    expect(isBasicPlan('1')).toBe(false);
  });

  it.each([
    ['000004', true],
    ['000005', true],
    ['000001', false],
    ['000003', false],
    ['000006', false],
    ['4', false],
  ])('isEducationPlan(%p) = %s', (code, expected) => {
    expect(isEducationPlan(code)).toBe(expected);
  });

  it('fixes the fees', () => {
    expect(FEES).toEqual({ BASIC: 100000, PER_USER: 10000, PER_GB: 10000 });
  });

  it('knows the openBiz institution', () => {
    expect(DEFAULT_INSTT_CODE).toBe('openbiz');
    expect(isOpenBizInstitution('openbiz')).toBe(true);
    expect(isOpenBizInstitution('seoul')).toBe(false);
    expect(isOpenBizInstitution(undefined)).toBe(false);
  });
});
