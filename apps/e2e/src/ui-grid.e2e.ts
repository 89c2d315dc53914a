import type { Locator, Page } from 'playwright-core';
import { page } from './support/browser';
import { open, shown } from './support/screens';

// The data grid and data selector of the UI catalogue (/admin/ui): the three paging styles
// over the same 250 rows, and the selector's duplicate refusal.

const ALL_ROW_NUMBERS = Array.from({ length: 250 }, (_, i) => 250 - i);

async function openCatalogue(): Promise<Page> {
  const p = page();
  await open(p, '/admin/ui');
  await shown(p.getByRole('heading', { level: 2, name: '데이터 그리드' }));
  return p;
}

function grid(p: Page, name: string): Locator {
  return p.getByRole('region', { name, exact: true });
}

function bodyRows(region: Locator): Locator {
  return region.getByRole('table').locator('tbody tr');
}

/** The count-down numbers in the first cell of each body row ('248 최근' reads as 248). */
async function rowNumbers(region: Locator): Promise<number[]> {
  const texts = await region.getByRole('table').locator('tbody tr > td:first-child').allTextContents();
  return texts.map((text) => Number.parseInt(text, 10));
}

/** Waits until the grid shows `count` body rows (pages land whole, so at least is exactly). */
async function waitForRowCount(region: Locator, count: number, timeout = 15_000): Promise<void> {
  await bodyRows(region).nth(count - 1).waitFor({ state: 'attached', timeout });
  expect(await bodyRows(region).count()).toBe(count);
}

describe('UI catalogue: data grid and data selector', () => {
  it('numbered pages: page 2 counts down from 240, the last page shows 10 … 1', async () => {
    const p = await openCatalogue();
    const region = grid(p, '번호 페이지 그리드');
    await shown(region.getByRole('cell', { name: '레이어 250', exact: true }));
    expect(await rowNumbers(region)).toEqual(ALL_ROW_NUMBERS.slice(0, 10));
    await shown(region.getByText('총 250건'));

    await region.getByRole('button', { name: '2 페이지', exact: true }).click();
    await shown(region.getByRole('cell', { name: '레이어 240', exact: true }));
    expect(await rowNumbers(region)).toEqual(ALL_ROW_NUMBERS.slice(10, 20));
    expect(await region.getByRole('button', { name: '2 페이지', exact: true }).getAttribute('aria-current')).toBe('page');

    await region.getByRole('button', { name: '마지막 페이지' }).click();
    await shown(region.getByRole('cell', { name: '레이어 1', exact: true }));
    expect(await rowNumbers(region)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await region.getByRole('button', { name: '25 페이지', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await region.getByRole('button', { name: '다음 페이지' }).isDisabled()).toBe(true);
  });

  it('load-more button: appends 50 rows per click until all 250 are loaded, then the button is gone', async () => {
    const p = await openCatalogue();
    const region = grid(p, '더 보기 그리드');
    const loadMore = region.getByRole('button', { name: '더 보기' });
    await waitForRowCount(region, 50);

    for (let shownRows = 50; shownRows < 250; shownRows += 50) {
      await loadMore.click();
      await waitForRowCount(region, shownRows + 50);
    }
    expect(await rowNumbers(region)).toEqual(ALL_ROW_NUMBERS);
    await shown(region.getByText('모든 데이터를 불러왔습니다.'));
    expect(await loadMore.count()).toBe(0);
  });

  it('infinite scroll: scrolling the grid to its end appends pages until "all data loaded"', async () => {
    const p = await openCatalogue();
    const region = grid(p, '무한 스크롤 그리드');
    await region.scrollIntoViewIfNeeded();
    await waitForRowCount(region, 50);
    // The end marker is below the fold of the scroll box: nothing more loads by itself.
    await p.waitForTimeout(500);
    expect(await bodyRows(region).count()).toBe(50);

    const scrollBox = region.getByRole('group', { name: '무한 스크롤 그리드' });
    const endText = region.getByText('모든 데이터를 불러왔습니다.');
    for (let round = 0; round < 20 && (await endText.count()) === 0; round += 1) {
      await scrollBox.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await p.waitForTimeout(400);
    }
    await shown(endText);
    expect(await bodyRows(region).count()).toBe(250);
    expect(await rowNumbers(region)).toEqual(ALL_ROW_NUMBERS);
  });

  it('data selector: adds a member once and refuses the same key again with "already added data"', async () => {
    const p = await openCatalogue();
    const selector = p.getByRole('region', { name: '구성원 선택', exact: true });
    await selector.scrollIntoViewIfNeeded();
    await shown(selector.getByText('추가된 데이터가 없습니다.'));

    await selector.getByRole('searchbox', { name: '검색어' }).fill('김민지');
    await selector.getByRole('button', { name: '검색', exact: true }).click();
    const results = selector.getByRole('list', { name: '검색 결과' });
    await shown(results);
    expect(await results.getByRole('listitem').count()).toBe(2);

    const add = selector.getByRole('button', { name: '김민지 (user1, I001) 추가' });
    await add.click();
    const selected = selector.getByRole('list', { name: '추가한 데이터' });
    await shown(selected.getByText('김민지 (user1, I001)'));

    await add.click();
    await shown(selector.getByRole('alert').filter({ hasText: '이미 추가된 데이터입니다.' }));
    expect(await selected.getByRole('listitem').count()).toBe(1);

    // Same user id in another institution is another item.
    await selector.getByRole('button', { name: '김민지 (user1, I002) 추가' }).click();
    await shown(selected.getByText('김민지 (user1, I002)'));
    expect(await selected.getByRole('listitem').count()).toBe(2);
    expect(await selector.getByRole('alert').textContent()).toBe('');
  });

  it('every demo grid is reachable by its name, with the empty and loading states', async () => {
    const p = await openCatalogue();
    await shown(grid(p, '빈 그리드').getByText('표시할 데이터가 없습니다.'));
    await shown(grid(p, '로딩 중 그리드').getByText('로딩 중...'));
    const showcase = grid(p, '전체 열 유형 그리드');
    // Three rows, numbered 3 … 1; row 2 is the creator's own, unpublished row.
    await shown(showcase.getByRole('button', { name: '재발행 (3번 행)' }));
    await shown(showcase.getByRole('button', { name: '발행 (2번 행)', exact: true }));
    expect(await showcase.getByRole('combobox', { name: '2번 행 권한 (select)' }).isDisabled()).toBe(true);
    expect(await showcase.getByRole('checkbox', { name: '2번 행 사용 (checkbox)' }).isDisabled()).toBe(true);
    expect(await showcase.getByLabel('SLD 파일 업로드 (2번 행)').count()).toBe(0);
    await shown(showcase.getByLabel('SLD 파일 업로드 (3번 행)'));
    await shown(showcase.getByText('최근').first());
    expect(await showcase.locator('script').count()).toBe(0);
  });
});
