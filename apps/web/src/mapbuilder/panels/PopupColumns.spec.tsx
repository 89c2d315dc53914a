import { validatePopupSetting, type PopupSetting } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { AttributeTable, PopupPanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi } from './testing/fake-layer-api';

function renderPanel(initial: PopupSetting) {
  const spy = jest.fn<void, [PopupSetting]>();
  renderWithServices(
    <Controlled initial={initial} spy={spy}>
      {(value, onChange) => <PopupPanel lyrId="L1" value={value} onChange={onChange} />}
    </Controlled>,
    { fetch: fakeLayerApi(), messages: APP_MESSAGES, language: 'ko' },
  );
  return { last: (): PopupSetting => spy.mock.calls[spy.mock.calls.length - 1][0] };
}

jest.setTimeout(90_000);

describe('popup display names and formats', () => {
  it('sets a display name and a number format per chosen column', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel({ enabled: true, columns: ['name', 'pop'] });
    const alias = await screen.findByRole('textbox', { name: 'name 표시 이름' }, { timeout: 15000 });
    expect(alias).toHaveAttribute('placeholder', 'name');
    expect(screen.queryByRole('textbox', { name: '시설 구분 표시 이름' })).toBeNull();
    await user.type(alias, '구 이름');
    expect(last().aliases).toEqual({ name: '구 이름' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'pop 값 형식' }), '숫자');
    expect(last().formats).toEqual({ pop: { type: 'number', decimals: 0, suffix: null } });
    await user.selectOptions(screen.getByRole('combobox', { name: '소수 자릿수' }), '1');
    await user.type(screen.getByRole('textbox', { name: '단위' }), '명');
    expect(last().formats).toEqual({ pop: { type: 'number', decimals: 1, suffix: '명' } });
    expect(validatePopupSetting(last())).toEqual([]);
    // Clearing a display name goes back to the column's name.
    await user.clear(alias);
    expect(last().aliases).toEqual({});
    await user.selectOptions(screen.getByRole('combobox', { name: 'pop 값 형식' }), '그대로');
    expect(last().formats).toEqual({});
  });

  it('the docked attribute table shows display names and formatted values', async () => {
    renderWithServices(<AttributeTable lyrId="L1" names={{ aliases: { name: '구 이름', pop: '인구' }, formats: { pop: { type: 'number', decimals: 1, suffix: '명' } } }} />, {
      fetch: fakeLayerApi(),
      messages: APP_MESSAGES,
      language: 'ko',
    });
    expect(await screen.findByRole('columnheader', { name: /구 이름/ }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /인구/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^name/ })).toBeNull();
    expect(await screen.findByRole('cell', { name: '150.0명' }, { timeout: 15000 })).toBeInTheDocument();
  });
});
