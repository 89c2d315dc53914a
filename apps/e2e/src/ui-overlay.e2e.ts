import { formatDate, periodRange } from '@nuri/domain';
import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { open, shown } from './support/screens';

// The overlay pieces and the period picker as a user meets them in the UI catalogue (/admin/ui).
async function openCatalogue(): Promise<Page> {
  const p = page();
  await open(p, '/admin/ui');
  await shown(p.getByRole('heading', { level: 2, name: /오버레이/ }));
  return p;
}

const focusedName = (p: Page) =>
  p.evaluate(() => {
    const active = document.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '';
  });

describe('UI catalogue: overlays and the period picker', () => {
  it('opens a modal in the admin container, keeps focus inside and closes on Escape', async () => {
    const p = await openCatalogue();
    const opener = p.getByRole('button', { name: '모달 열기', exact: true });
    await opener.click();

    const modal = await shown(p.locator('#admin-container').getByRole('dialog', { name: '레이어 정보' }));
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    expect(await modal.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('974px');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(
      await p.getByRole('textbox', { name: '레이어명' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // Tab from the last element (the close button) comes back to the first.
    for (let i = 0; i < 3; i += 1) await p.keyboard.press('Tab');
    expect(await focusedName(p)).toBe('닫기');
    await p.keyboard.press('Tab');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await p.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('takes the whole screen at 767 px and below', async () => {
    const p = await openCatalogue();
    await p.setViewportSize({ width: 767, height: 800 });
    await p.getByRole('button', { name: '모달 열기', exact: true }).click();
    const modal = await shown(p.getByRole('dialog', { name: '레이어 정보' }));
    const box = await modal.boundingBox();
    expect(box && Math.round(box.width)).toBe(767);
    expect(await modal.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('none');
  });

  it('answers a confirmation yes, then a delete confirmation no', async () => {
    const p = await openCatalogue();
    const answer = p.getByRole('status').filter({ hasText: '답:' });

    await p.getByRole('button', { name: '저장 확인 질문' }).click();
    const question = await shown(p.getByRole('alertdialog', { name: '확인' }));
    await shown(question.getByText('변경 내용을 저장하시겠습니까?'));
    await question.getByRole('button', { name: '확인' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await answer.textContent()).toBe('답: 예');

    await p.getByRole('button', { name: '삭제 확인 질문' }).click();
    const deletion = await shown(p.getByRole('alertdialog', { name: '삭제' }));
    await deletion.getByRole('button', { name: '취소' }).click();
    await deletion.waitFor({ state: 'detached' });
    expect(await answer.textContent()).toBe('답: 아니오');
  });

  it('shows alerts titled by their type', async () => {
    const p = await openCatalogue();
    await p.getByRole('button', { name: '실패 알림' }).click();
    const alert = await shown(p.getByRole('alertdialog', { name: '실패' }));
    await p.keyboard.press('Enter');
    await alert.waitFor({ state: 'detached' });
  });

  it('shows a toast that disappears by itself after about two seconds', async () => {
    const p = await openCatalogue();
    await p.getByRole('button', { name: '토스트 (정보)' }).click();
    const toast = await shown(p.getByRole('status').filter({ hasText: '정보 토스트입니다.' }));
    const started = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThan(1_000);
  });

  it('shows the loading overlay until its named events are done, and a progress bar up to 100', async () => {
    const p = await openCatalogue();
    await p.getByRole('button', { name: /이름 있는 이벤트/ }).click();
    const overlay = await shown(p.locator('.loading-overlay[aria-busy="true"]'));
    await shown(overlay.getByText('업로드와 검색 중...'));
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });

    await p.getByRole('button', { name: /진행률/ }).click();
    const bar = await shown(p.getByRole('progressbar', { name: '진행률' }));
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await bar.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await p.locator('.loading-overlay').count()).toBe(0);
  });

  it('fills the period from a quick choice, ending today', async () => {
    const p = await openCatalogue();
    const range = periodRange('ONE_WEEK', new Date());
    const choices = p.getByRole('group', { name: '기간 빠른 선택' });
    await choices.getByRole('button', { name: '1주일' }).click();

    expect(await p.getByRole('textbox', { name: '시작일' }).inputValue()).toBe(formatDate(range.start));
    expect(await p.getByRole('textbox', { name: '종료일' }).inputValue()).toBe(formatDate(range.end));
    expect(await choices.getByRole('button', { name: '1주일' }).getAttribute('aria-pressed')).toBe('true');
  });
});
