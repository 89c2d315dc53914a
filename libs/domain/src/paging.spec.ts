import {
  cutSearchText,
  DEFAULT_DIRECTION,
  DEFAULT_PAGE_SIZE,
  isLastPage,
  PAGE_TYPES,
  pageCount,
  pageOffset,
  resolvePaging,
  rowNumber,
  SHARE_LIST_MAX_PAGE_SIZE,
} from './paging';

describe('paging defaults', () => {
  it('fixes the defaults', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_DIRECTION).toBe('DESC');
    expect(PAGE_TYPES).toEqual(['pagination', 'loadMoreButton', 'infiniteScroll']);
  });

  it('fills missing values with the defaults', () => {
    expect(resolvePaging({})).toEqual({ pageIndex: 1, pageSize: 10, direction: 'DESC' });
  });

  it('reads query strings and a lower-case direction', () => {
    expect(resolvePaging({ pageIndex: '3', pageSize: '25', direction: 'asc' })).toEqual({
      pageIndex: 3,
      pageSize: 25,
      direction: 'ASC',
    });
  });

  it('replaces invalid values', () => {
    expect(resolvePaging({ pageIndex: 0, pageSize: -5, direction: 'up' })).toEqual({
      pageIndex: 1,
      pageSize: 10,
      direction: 'DESC',
    });
    expect(resolvePaging({ pageIndex: '1.5', pageSize: 'ten' })).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('caps the page size at 1000, or 10000 for share lists', () => {
    expect(resolvePaging({ pageSize: 1000 }).pageSize).toBe(1000);
    expect(resolvePaging({ pageSize: 1001 }).pageSize).toBe(1000);
    expect(resolvePaging({ pageSize: 10000 }, SHARE_LIST_MAX_PAGE_SIZE).pageSize).toBe(10000);
    expect(resolvePaging({ pageSize: 10001 }, SHARE_LIST_MAX_PAGE_SIZE).pageSize).toBe(10000);
  });

  it('computes offsets, counts, last flags and count-down row numbers', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
    expect(isLastPage(20, 2, 10)).toBe(true);
    expect(isLastPage(21, 2, 10)).toBe(false);
    expect(rowNumber(25, 1, 10, 0)).toBe(25);
    expect(rowNumber(25, 3, 10, 4)).toBe(1);
  });
});

describe('cutSearchText', () => {
  it('cuts at 100 characters by default', () => {
    expect(cutSearchText('a'.repeat(100))).toHaveLength(100);
    expect(cutSearchText('a'.repeat(101))).toBe('a'.repeat(100));
    expect(cutSearchText('가'.repeat(150))).toBe('가'.repeat(100));
  });

  it('takes a configured maximum and never splits a surrogate pair', () => {
    expect(cutSearchText('abcdef', 3)).toBe('abc');
    expect(cutSearchText('😀😀😀', 2)).toBe('😀😀');
    expect(cutSearchText('short', 10)).toBe('short');
  });
});
