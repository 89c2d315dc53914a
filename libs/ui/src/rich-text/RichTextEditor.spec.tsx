import { RICH_TEXT_ALLOWED_TAGS } from '@nuri/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInApp } from '../overlay/spec-render';
import { keepAllowedHtml } from './allowed-html';
import { LazyRichTextEditor } from './LazyRichTextEditor';

function Form({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">본문</span>
      <LazyRichTextEditor
        id="body"
        labelledBy="label"
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml(html);
        }}
      />
    </>
  );
}

/** Every element of the HTML is on the server's allow-list, with allowed attributes only. */
function allAllowed(html: string): boolean {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll('*')].every((el) => {
    const allowed = RICH_TEXT_ALLOWED_TAGS[el.tagName.toLowerCase()];
    return allowed !== undefined && [...el.attributes].every((a) => allowed.includes(a.name));
  });
}

describe('the rich-text editor', () => {
  it('loads lazily, named by its label, with a named toolbar of one tab stop', async () => {
    renderInApp(<Form initial="<p>공지 본문</p>" onHtml={() => undefined} />);
    // The first test loads the editor's chunk: give it time on a busy machine.
    const toolbar = await screen.findByRole('toolbar', { name: '서식 도구' }, { timeout: 10_000 });
    expect(await screen.findByRole('textbox', { name: '본문' })).toHaveTextContent('공지 본문');
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '굵게', '기울임', '밑줄', '취소선', '소제목', '글머리 기호 목록', '번호 목록', '인용', '실행 취소', '다시 실행',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between the tools with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderInApp(<Form initial="<p>x</p>" onHtml={() => undefined} />);
    await screen.findByRole('toolbar', { name: '서식 도구' });
    await user.tab();
    expect(screen.getByRole('button', { name: '굵게' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '기울임' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '다시 실행' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '굵게' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '본문' })).toHaveFocus();
  });

  it('turns the text into a list from the toolbar, writing only allow-listed HTML', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderInApp(<Form initial="<p>첫 항목</p>" onHtml={(html) => seen.push(html)} />);
    await user.click(await screen.findByRole('button', { name: '글머리 기호 목록' }));
    await waitFor(() => expect(seen.at(-1)).toBe('<ul><li><p>첫 항목</p></li></ul>'));
    expect(screen.getByRole('button', { name: '글머리 기호 목록' })).toHaveAttribute('aria-pressed', 'true');
    expect(allAllowed(seen.at(-1)!)).toBe(true);
  });

  it('cuts pasted or loaded HTML to the allow-list the server keeps', () => {
    const html = keepAllowedHtml(
      '<p class="x" style="color:red" onclick="evil()">a<strong>b</strong><script>x()</script></p><a href="/n" rel="noopener" target="_blank">n</a><iframe src="//x"></iframe>',
    );
    expect(html).toBe('<p>a<strong>b</strong></p><a href="/n" target="_blank">n</a>');
    expect(allAllowed(html)).toBe(true);
  });
});
