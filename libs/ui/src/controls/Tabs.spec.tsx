import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../overlay/spec-render';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem[] = [
  { id: 'maps', label: '지도', content: <p>지도 목록</p> },
  { id: 'layers', label: '레이어', content: <p>레이어 목록</p> },
  { id: 'locked', label: '잠김', content: <p>잠긴 목록</p>, disabled: true },
  { id: 'gallery', label: '갤러리', content: <p>갤러리 목록</p> },
];

function setup(onChange = jest.fn()) {
  const user = userEvent.setup();
  renderWithI18n(<Tabs label="콘텐츠 종류" tabs={TABS} onChange={onChange} />);
  return { user, onChange, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel, labelled by the tab', () => {
    const { tab } = setup();
    expect(screen.getByRole('tablist', { name: '콘텐츠 종류' })).toBeInTheDocument();
    expect(tab('지도')).toHaveAttribute('aria-selected', 'true');
    expect(tab('지도')).toHaveAttribute('tabindex', '0');
    expect(tab('레이어')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '지도' })).toHaveTextContent('지도 목록');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const { user, tab, onChange } = setup();
    tab('지도').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('레이어')).toHaveFocus();
    expect(tab('레이어')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '레이어' })).toHaveTextContent('레이어 목록');

    await user.keyboard('{ArrowRight}');
    expect(tab('갤러리')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('지도')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('갤러리')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('gallery');
  });

  it('goes to the first and last tab with Home and End', async () => {
    const { user, tab } = setup();
    tab('지도').focus();
    await user.keyboard('{End}');
    expect(tab('갤러리')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('지도')).toHaveFocus();
    expect(tab('지도')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and keeps one tab in the tab order', async () => {
    const { user, tab } = setup();
    await user.click(tab('레이어'));
    expect(tab('레이어')).toHaveAttribute('aria-selected', 'true');
    expect(tab('지도')).toHaveAttribute('aria-selected', 'false');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: '레이어' })).toHaveFocus();
  });
});
