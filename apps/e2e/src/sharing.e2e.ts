import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, statusOf, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 8 in the browser (Done when): an institution member's web map (made through the API with
// a small custom layer) is shared with a group of another member through the sharing wizard of
// the map builder (steps 1 → 2 → 3); the group member, refused before (403), then opens it.

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `shmaster${tag}`,
  userNm: '공관리',
  emailaddr: `sh.master.${tag}@example.com`,
  password: 'Seoul!2026share',
  insttCode: `sh-${tag}`,
  insttNm: `누리 공유 ${tag}`,
};
const OWNER = {
  userId: `showner${tag}`,
  userNm: '나소유',
  emailaddr: `sh.owner.${tag}@example.com`,
  password: 'Busan!2026share',
};
const FRIEND = {
  userId: `shfriend${tag}`,
  userNm: '이동료',
  emailaddr: `sh.friend.${tag}@example.com`,
  password: 'Daegu!2026share',
};
const GROUP_NM = `공유 그룹 ${tag}`;
const MAP_TITLE = `공유할 지도 ${tag}`;

interface ShareEntry {
  pblonsipOrdr: number;
  pblonsipScopeSeCode: number;
  pblonsipRefrnId: string | null;
  pblonsipRefrnNm: string | null;
}

/**
 * Presses Tab until `target` has the focus (at most 40 stops), each stop showing a focus
 * indicator (an outline or the KRDS focus ring).
 */
async function tabTo(p: Page, target: Locator): Promise<void> {
  for (let stop = 0; stop < 40; stop += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await p.keyboard.press('Tab');
    const focus = await p.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { el: 'body', visible: false };
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { el: el.outerHTML.slice(0, 80), visible: outline || style.boxShadow !== 'none' };
    });
    expect(focus).toEqual({ el: focus.el, visible: true });
  }
  throw new Error('the target was not reached by Tab within 40 stops');
}

/** The sharing wizard's dialog. */
const wizard = (p: Page) => p.getByRole('dialog', { name: '공유 설정' });

describe('sharing wizard (issue 8)', () => {
  let db: Client;
  let ownerToken: string;
  let userMapId: string;
  let groupSn: number;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...OWNER, userSeCode: 11, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...FRIEND, userSeCode: 12, insttCode: ADMIN.insttCode });
    ownerToken = await apiLogin(OWNER.userId, OWNER.password);

    const { lyrId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      {
        uploadType: 'custom',
        lyrNm: `공유 시설 ${tag}`,
        geometryType: 'point',
        columns: [{ name: 'name', type: 'text' }],
      },
      ownerToken,
    );
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_TITLE,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId }],
      },
      ownerToken,
    ));
    ({ groupSn } = await apiCall<{ groupSn: number }>(
      'POST',
      '/api/groups',
      { groupNm: GROUP_NM, userIdList: [FRIEND.userId] },
      ownerToken,
    ));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [OWNER.userId, FRIEND.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('walks the wizard by keyboard alone: open, pick the group tab, search, check, next, close', async () => {
    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }));
    const shareButton = p.getByRole('button', { name: '공유', exact: true });
    await shown(shareButton);
    await shareButton.focus();
    await p.keyboard.press('Enter');

    const dialog = await shown(wizard(p));
    // Focus moved into the dialog; Tab reaches the scope tabs, the arrows move between them.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(p, dialog.getByRole('tab', { name: /^사용자\(\d+\)$/ }));
    await p.keyboard.press('ArrowRight');
    const groupTab = dialog.getByRole('tab', { name: /^그룹\(\d+\)$/ });
    expect(await groupTab.getAttribute('aria-selected')).toBe('true');
    expect(await groupTab.evaluate((el) => el === document.activeElement)).toBe(true);

    await tabTo(p, dialog.getByLabel('그룹 이름'));
    await p.keyboard.type(GROUP_NM);
    await p.keyboard.press('Enter');
    const results = dialog.getByRole('region', { name: '그룹 검색 결과' });
    const box = results.getByRole('checkbox', { name: `${GROUP_NM} (구성원 1명)` });
    await shown(box);
    await tabTo(p, box);
    await p.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);

    await tabTo(p, dialog.getByRole('button', { name: '다음', exact: true }));
    await p.keyboard.press('Enter');
    await shown(dialog.getByRole('table', { name: '그룹' }).getByRole('cell', { name: GROUP_NM }));
    expect(await dialog.locator('[aria-current="step"]').innerText()).toContain('선택 확인');

    // Escape closes the wizard without saving; the focus returns to the share button.
    await p.keyboard.press('Escape');
    await wizard(p).waitFor({ state: 'detached' });
    expect(await shareButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shares a map with a group through the wizard (1 → 2 → 3); the group member then sees it', async () => {
    const friendToken = await apiLogin(FRIEND.userId, FRIEND.password);
    expect(await statusOf(`/api/webmap/${userMapId}`, friendToken)).toBe(403);

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }));
    await p.waitForFunction(
      (title) => (document.querySelector('.mb-top__title') as HTMLInputElement | null)?.value === title,
      MAP_TITLE,
    );
    const shareButton = p.getByRole('button', { name: '공유', exact: true });
    await shareButton.click();

    // Step 1: nothing saved yet; the group tab finds my group with its member.
    const dialog = await shown(wizard(p));
    await shown(dialog.getByRole('tab', { name: '사용자(0)' }));
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['사용자(0)', '그룹(0)', '기관', '전체']);
    expect(await dialog.locator('[aria-current="step"]').innerText()).toContain('공유 범위 선택');
    await selectTab(dialog.getByRole('tab', { name: '그룹(0)' }));
    await dialog.getByLabel('그룹 이름').fill(GROUP_NM);
    await dialog.getByRole('button', { name: '검색', exact: true }).click();
    const results = dialog.getByRole('region', { name: '그룹 검색 결과' });
    await (await shown(results.getByRole('checkbox', { name: `${GROUP_NM} (구성원 1명)` }))).check();
    await shown(dialog.getByRole('tab', { name: '그룹(1)' }));

    // Step 2: the check lists.
    await dialog.getByRole('button', { name: '다음', exact: true }).click();
    await shown(dialog.getByRole('table', { name: '그룹' }).getByRole('cell', { name: GROUP_NM }));
    expect(await dialog.getByRole('table', { name: '사용자' }).innerText()).toContain(
      '추가된 데이터가 없습니다.',
    );
    expect(await dialog.locator('[aria-current="step"]').innerText()).toContain('선택 확인');

    // Step 3: saved.
    await dialog.getByRole('button', { name: '사용자/그룹 공유' }).click();
    await shown(dialog.getByText('공유 설정이 완료되었습니다.'));
    expect(await dialog.locator('[aria-current="step"]').innerText()).toContain('완료');

    const saved = await apiCall<{ content: ShareEntry[] }>(
      'GET',
      `/api/webmap/${userMapId}/shares?pageIndex=1&pageSize=10000&direction=DESC`,
      undefined,
      ownerToken,
    );
    expect(saved.content).toEqual([
      expect.objectContaining({
        pblonsipScopeSeCode: 2,
        pblonsipRefrnId: String(groupSn),
        pblonsipRefrnNm: GROUP_NM,
      }),
    ]);

    // Back to start reloads the saved shares: the group is selected, so 'next' has no changes.
    await dialog.getByRole('button', { name: '처음으로' }).click();
    await shown(dialog.getByRole('tab', { name: '그룹(1)' }));
    expect(await dialog.getByRole('tab', { name: '사용자(0)' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: '다음', exact: true }).click();
    const noChanges = await shown(p.getByRole('alertdialog', { name: '선택 조회' }));
    expect(await noChanges.innerText()).toContain('변경 사항이 없습니다.');
    await noChanges.getByRole('button', { name: '확인' }).click();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await wizard(p).waitFor({ state: 'detached' });

    // The group member: the map's detail now answers 200, and the builder opens it read-only.
    expect(await statusOf(`/api/webmap/${userMapId}`, friendToken)).toBe(200);
    const friendContext = await p
      .context()
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
    try {
      const fp = await friendContext.newPage();
      await loginAsUser(fp, FRIEND.userId, FRIEND.password);
      await open(fp, `/${ADMIN.insttCode}/builder/${userMapId}`);
      await fp.waitForFunction(
        (title) => (document.querySelector('.mb-top__title') as HTMLInputElement | null)?.value === title,
        MAP_TITLE,
      );
      await shown(fp.getByText('이 지도는 보기만 할 수 있습니다.', { exact: false }));
      expect(await fp.getByRole('button', { name: '공유', exact: true }).isDisabled()).toBe(true);
    } finally {
      await friendContext.close();
    }
  });
});
