import { pageOfRows } from './in-memory-pages';
import { sanitizeHtml } from './sanitize';
import { sameItem } from './selector-keys';

describe('sanitizeHtml', () => {
  it('removes scripts and on* attributes and keeps harmless markup', () => {
    const html = sanitizeHtml('<p onclick="steal()">안녕 <b>하세요</b></p><script>steal()</script><svg onload="steal()"></svg>');
    expect(html).toContain('<b>하세요</b>');
    expect(html).not.toMatch(/<script|onclick|onload|steal/);
  });

  it('drops inline styles, style sheets and frames', () => {
    const html = sanitizeHtml('<span style="position:fixed">x</span><style>body{}</style><iframe src="//evil"></iframe>');
    expect(html).toBe('<span>x</span>');
  });
});

describe('pageOfRows', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ name: `row ${25 - i}` }));

  it('answers the paged shape with the last flag', () => {
    const page = pageOfRows(rows, { pageIndex: 3, pageSize: 10, searchNm: '', direction: 'DESC' });
    expect(page.content.map((r) => r.name)).toEqual(['row 5', 'row 4', 'row 3', 'row 2', 'row 1']);
    expect(page.totalElements).toBe(25);
    expect(page.last).toBe(true);
    expect(pageOfRows(rows, { pageIndex: 2, pageSize: 10, searchNm: '', direction: 'DESC' }).last).toBe(false);
  });

  it('filters on the search fields and reverses for ASC', () => {
    const page = pageOfRows(rows, { pageIndex: 1, pageSize: 10, searchNm: 'ROW 2', direction: 'ASC' }, ['name']);
    expect(page.content.map((r) => r.name)).toEqual(['row 2', 'row 20', 'row 21', 'row 22', 'row 23', 'row 24', 'row 25']);
  });
});

describe('sameItem', () => {
  it('compares the key fields only', () => {
    const a = { insttCode: 'A1', userId: 'kim', userNm: '김' };
    expect(sameItem(a, { insttCode: 'A1', userId: 'kim', userNm: '김민' }, ['insttCode', 'userId'])).toBe(true);
    expect(sameItem(a, { insttCode: 'A2', userId: 'kim', userNm: '김' }, ['insttCode', 'userId'])).toBe(false);
    expect(sameItem(a, { ...a }, [])).toBe(false);
    expect(sameItem(a, a, [])).toBe(true);
  });
});
