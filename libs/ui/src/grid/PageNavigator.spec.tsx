import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './grid-fixtures';
import { PageNavigator } from './PageNavigator';
import { pageWindow } from './page-window';

function pageNumbers(): string[] {
  return screen.getAllByRole('button', { name: /^\d+ 페이지$/ }).map((b) => b.textContent ?? '');
}

describe('pageWindow', () => {
  it('shows the block of ten pages holding the current page, cut at the page count', () => {
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(25, 25)).toEqual([21, 22, 23, 24, 25]);
    expect(pageWindow(3, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('PageNavigator', () => {
  it('marks the current page with aria-current and disables first/previous on page 1', () => {
    renderUi(<PageNavigator pageIndex={1} pageCount={25} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '2 페이지' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '첫 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toBeEnabled();
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('goes to the first, previous, a numbered, the next and the last page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<PageNavigator pageIndex={15} pageCount={25} onChange={onChange} />);
    expect(pageNumbers()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);

    await user.click(screen.getByRole('button', { name: '첫 페이지' }));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: '18 페이지' }));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    await user.click(screen.getByRole('button', { name: '15 페이지' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 14, 18, 16, 25]);
  });

  it('disables next/last on the last page and works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<PageNavigator pageIndex={25} pageCount={25} onChange={onChange} label="레이어 페이지" />);
    expect(screen.getByRole('navigation', { name: '레이어 페이지' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();

    await user.tab();
    expect(screen.getByRole('button', { name: '첫 페이지' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 24]);
  });

  it('renders nothing without pages', () => {
    const { container } = renderUi(<PageNavigator pageIndex={1} pageCount={0} onChange={jest.fn()} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
