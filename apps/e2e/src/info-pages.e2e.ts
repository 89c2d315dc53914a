import fs from 'node:fs/promises';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { loginAsAdmin } from './support/login';
import { open, shown } from './support/screens';

// About, guide and customer support pages of both systems, and the admin manual under the
// institution admin's Help menu (issue 10 "About, guide, community").

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `inadm${tag}`,
  userNm: '안내관리',
  emailaddr: `in.adm.${tag}@example.com`,
  password: 'Guide!2026help',
  insttCode: `in-${tag}`,
  insttNm: `안내 시험 기관 ${tag}`,
};

describe('about, guide, customer support and the admin manual', () => {
  beforeAll(async () => {
    await signUpInstitution(ADMIN);
  });

  it('shows the user guide with the screenshots of our own screens', async () => {
    await open(page(), '/guide');
    await shown(page().getByRole('heading', { level: 1, name: '누리지도 이용 가이드' }));
    const images = page().locator('.guide__figure img');
    expect(await images.count()).toBe(10);
    const figure = page().getByRole('img', { name: '기관 관리자 대시보드' });
    await figure.scrollIntoViewIfNeeded();
    await figure.evaluate((img: HTMLImageElement) => img.decode());
    expect(await figure.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1280, 800,
    ]);
  });

  it("keeps an institution's about and customer support pages inside its site", async () => {
    await open(page(), `/${ADMIN.insttCode}/userGuide`);
    await shown(page().getByRole('heading', { level: 1, name: '누리지도 서비스 소개' }));
    await page().getByRole('link', { name: '이용 가이드' }).click();
    await shown(page().getByRole('heading', { level: 1, name: '누리지도 이용 가이드' }));
    expect(new URL(page().url()).pathname).toBe(`/${ADMIN.insttCode}/guide`);
    await open(page(), `/${ADMIN.insttCode}/community`);
    const notices = await shown(page().getByRole('region', { name: '공지사항' }));
    // Institution notices are for its members (issue 26): an anonymous visitor is told to sign in.
    await shown(notices.getByText('기관 공지사항은 기관 회원만 볼 수 있습니다. 로그인해 주세요.'));
    expect(
      await page()
        .getByRole('link', { name: /Q&A 열기/ })
        .getAttribute('href'),
    ).toBe(`/${ADMIN.insttCode}/community/qna`);
  });

  it("downloads the admin manual (PDF) from the institution admin's Help menu", async () => {
    await loginAsAdmin(page(), ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await (await shown(page().getByRole('button', { name: '도움말', exact: true }))).click();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: '관리자 매뉴얼 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('누리지도_관리자_매뉴얼.pdf');
    const bytes = await fs.readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
