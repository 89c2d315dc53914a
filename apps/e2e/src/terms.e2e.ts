import { page } from './support/browser';
import { open, shown } from './support/screens';

// The legal pages (issue 10 "Legal pages"): /terms?termsType=userTerms|privacyPolicy shows the
// right Korean text (effective 2024-07-11), linked from the footer of every page and from the
// join screen.

const termsText = () => page().locator('.legal-text');

describe('terms of use and privacy policy', () => {
  it('shows the terms of use for termsType=userTerms', async () => {
    await open(page(), '/terms?termsType=userTerms');
    await shown(page().getByRole('heading', { level: 1, name: '이용약관' }));
    const text = await termsText().innerText();
    expect(text).toContain('시행일: 2024년 7월 11일');
    expect(text).toContain('제4조 (회원의 구분)');
    expect(text).toContain('1. 공공 회원');
    expect(text).toContain('결제한 날부터 7일 이내에 청약을 철회');
    expect(text).toContain('적용일 7일 전부터');
    expect(text).toContain('불리한 개정은 적용일 30일 전부터');
    expect(text).not.toContain('수집하는 개인정보 항목');
    const nav = page().getByRole('navigation', { name: '약관 문서' });
    expect(await nav.getByRole('link', { name: '이용약관' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the privacy policy for termsType=privacyPolicy', async () => {
    await open(page(), '/terms?termsType=privacyPolicy');
    await shown(page().getByRole('heading', { level: 1, name: '개인정보처리방침' }));
    const text = await termsText().innerText();
    expect(text).toContain('시행일: 2024년 7월 11일');
    expect(text).toContain(
      '회원가입 시 수집 항목: 아이디, 회사명(기관명), 이메일, 이름, 비밀번호, 휴대폰 번호(선택)',
    );
    for (const period of ['5년', '3년', '6개월', '3개월']) expect(text).toContain(period);
    expect(text).toContain('접속 기록을 1년 이상 보관');
    expect(text).toContain('2년 이상 보관');
    expect(text).not.toContain('제4조 (회원의 구분)');
  });

  it('opens both from the footer', async () => {
    await open(page(), '/gallery');
    const footer = page().locator('footer');
    await (await shown(footer.getByRole('link', { name: '개인정보처리방침' }))).click();
    await shown(page().getByRole('heading', { level: 1, name: '개인정보처리방침' }));
    expect(new URL(page().url()).searchParams.get('termsType')).toBe('privacyPolicy');
    await footer.getByRole('link', { name: '이용약관' }).click();
    await shown(page().getByRole('heading', { level: 1, name: '이용약관' }));
    expect(new URL(page().url()).searchParams.get('termsType')).toBe('userTerms');
  });

  it('shows both texts on the join screen and opens each in full in a new window', async () => {
    await open(page(), '/join');
    await shown(page().getByRole('region', { name: '누리지도 이용약관' }));
    expect(await page().getByRole('region', { name: '누리지도 개인정보처리방침' }).innerText()).toContain(
      '수집하는 개인정보 항목',
    );
    const [popup] = await Promise.all([
      page().context().waitForEvent('page'),
      page().getByRole('link', { name: '누리지도 개인정보처리방침 전문 보기 (새 창)' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor({ timeout: 15_000 });
    expect(new URL(popup.url()).pathname).toBe('/terms');
    expect(new URL(popup.url()).searchParams.get('termsType')).toBe('privacyPolicy');
    await popup.close();
  });
});
