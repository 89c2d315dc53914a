import { TERMS_EFFECTIVE_DATE, TERMS_TYPES } from '../ui';
import { koreanDate, LEGAL_DOCUMENTS, PRIVACY_POLICY, TERMS_OF_USE } from './index';

const textOf = (doc: typeof TERMS_OF_USE) => doc.sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');

describe('legal texts', () => {
  it('has both documents, effective 2024-07-11, each section titled and filled', () => {
    for (const type of TERMS_TYPES) {
      const doc = LEGAL_DOCUMENTS[type];
      expect(doc.type).toBe(type);
      expect(doc.effectiveDate).toBe(TERMS_EFFECTIVE_DATE);
      expect(doc.sections.length).toBeGreaterThan(5);
      for (const section of doc.sections) {
        expect(section.title.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      expect(textOf(doc)).toContain('2024년 7월 11일');
    }
  });

  it('states the terms of spec 001 §6 and §9', () => {
    const text = textOf(TERMS_OF_USE);
    expect(text).toMatch(/공공 회원/);
    expect(text).toMatch(/개인 회원/);
    expect(text).toMatch(/법인 회원/);
    expect(text).toMatch(/비영리 회원/);
    expect(text).toMatch(/아이디는 가입 후 수정할 수 없습니다/);
    expect(text).toMatch(/7일 이내에 청약을 철회/);
    expect(text).toMatch(/내려받았거나 유료 서비스를 이미 이용한 경우/);
    expect(text).toMatch(/7일 이내에 승인하지 않으면 구매는 자동으로 취소/);
    expect(text).toMatch(/적용일 7일 전/);
    expect(text).toMatch(/불리한 개정은 적용일 30일 전/);
  });

  it('lists what sign-up collects and how long records are kept (spec 001 §3, §9)', () => {
    const text = textOf(PRIVACY_POLICY);
    expect(text).toContain('아이디, 회사명(기관명), 이메일, 이름, 비밀번호, 휴대폰 번호');
    for (const period of ['5년', '3년', '6개월', '3개월']) expect(text).toContain(period);
    expect(text).toMatch(/접속 기록을 1년 이상/);
    expect(text).toMatch(/2년 이상 보관/);
  });

  it('writes dates the Korean way', () => {
    expect(koreanDate('2024-07-11')).toBe('2024년 7월 11일');
  });
});
