import { validatePopupSetting, type PopupSetting } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { PopupPanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi } from './testing/fake-layer-api';

function renderPanel(initial: PopupSetting, language: 'ko' | 'en' = 'ko') {
  const spy = jest.fn<void, [PopupSetting]>();
  renderWithServices(
    <Controlled initial={initial} spy={spy}>
      {(value, onChange) => <PopupPanel lyrId="L1" value={value} onChange={onChange} />}
    </Controlled>,
    { fetch: fakeLayerApi(), messages: APP_MESSAGES, language },
  );
  return { spy, last: (): PopupSetting => spy.mock.calls[spy.mock.calls.length - 1][0] };
}

describe('PopupPanel', () => {
  it('turns popups on and picks the columns shown, in table order', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel({ enabled: false, columns: [] });
    const toggle = await screen.findByRole('switch', { name: '팝업 사용' });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['name', '시설 구분', 'pop']);
    expect(screen.getByRole('checkbox', { name: 'pop' })).toBeDisabled();
    await user.click(toggle);
    expect(last()).toEqual({ enabled: true, columns: [] });
    expect(screen.getByText('선택한 컬럼이 없어 팝업에 속성이 표시되지 않습니다.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'pop' }));
    await user.click(screen.getByRole('checkbox', { name: 'name' }));
    expect(last()).toEqual({ enabled: true, columns: ['name', 'pop'] });
    expect(screen.getByText('2개 선택')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'pop' }));
    expect(last().columns).toEqual(['name']);

    await user.click(screen.getByRole('button', { name: '전체 선택' }));
    expect(last().columns).toEqual(['name', '시설 구분', 'pop']);
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(validatePopupSetting(last())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '전체 해제' }));
    expect(last()).toEqual({ enabled: true, columns: [] });
  });

  it('drops saved columns the table no longer has on the next change', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel({ enabled: true, columns: ['gone', 'pop'] }, 'en');
    expect(await screen.findByRole('checkbox', { name: 'pop' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'name' }));
    expect(last()).toEqual({ enabled: true, columns: ['name', 'pop'] });
    await user.click(screen.getByRole('switch', { name: 'Use popups' }));
    expect(last()).toEqual({ enabled: false, columns: ['name', 'pop'] });
  });
});
