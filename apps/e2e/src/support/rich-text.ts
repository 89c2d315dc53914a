import type { Locator } from 'playwright-core';
import { shown } from './screens';

/** Pastes HTML into a rich-text editor (as a browser paste from another page would). */
export async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await (await shown(editor)).click();
  await editor.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/html', text);
    data.setData('text/plain', text.replace(/<[^>]*>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}
