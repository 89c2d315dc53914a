import type { Locator, Page } from 'playwright-core';
import { shown, selectTab } from './screens';

// The map builder's side panel in browser tests (issue 20): what reaches past its edge, the text a
// user can read in it, and adding a layer through its layer search.

/**
 * Elements of the panel reaching past its right edge, as the start of their HTML; overflow is fine
 * inside a strip that scrolls or clips on its own (the upload types' tab strip).
 */
export async function overflowingElements(panel: Locator): Promise<string[]> {
  return panel.evaluate((el) => {
    const right = el.getBoundingClientRect().right + 1;
    const contained = (c: Element) => {
      for (let a = c.parentElement; a && a !== el; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= right)
          return true;
      }
      return false;
    };
    return Array.from(el.querySelectorAll('*'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.right > right && !contained(c);
      })
      .map((c) => c.outerHTML.slice(0, 80));
  });
}

/** Rendered text plus titles and accessible names: where a setting's name could leak. */
export async function visibleWords(p: Page): Promise<string> {
  return p.evaluate(() => {
    const attrs = Array.from(document.querySelectorAll('[title], [aria-label], [placeholder]')).flatMap(
      (el) => ['title', 'aria-label', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attrs].join('\n');
  });
}

export async function waitForRows(rows: Locator, n: number): Promise<void> {
  for (let i = 0; i < 100 && (await rows.count()) !== n; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await rows.count()).toBe(n);
}

export async function addBySearch(p: Page, name: string): Promise<void> {
  await selectTab(p.getByRole('tab', { name: '레이어 검색' }));
  await p
    .getByRole('searchbox', { name: '레이어 검색어' })
    .or(p.getByRole('textbox', { name: '레이어 검색어' }))
    .fill(name);
  await p.getByRole('button', { name: '검색', exact: true }).click();
  await (await shown(p.getByRole('button', { name: `${name} 추가`, exact: true }))).click();
  await shown(p.getByRole('button', { name: `${name} 추가됨`, exact: true }));
  await selectTab(p.getByRole('tab', { name: '레이어', exact: true }));
}
