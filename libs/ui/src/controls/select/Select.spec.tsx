import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../../overlay/spec-render';
import { Select } from './Select';
import { nextMultiValues, nextSingleValue, type SelectOption } from './select-rules';

const OPTIONS: SelectOption[] = [
  { value: 'road', label: '도로' },
  { value: 'river', label: '하천' },
  { value: 'park', label: '공원' },
  { value: 'closed', label: '폐지', disabled: true },
];

describe('select rules', () => {
  it('unselects the selected item of a single select unless required', () => {
    expect(nextSingleValue('road', 'road', false)).toBeNull();
    expect(nextSingleValue('road', 'road', true)).toBe('road');
    expect(nextSingleValue('road', 'park', true)).toBe('park');
  });

  it('keeps at least one item in a required multi-select, in the options order', () => {
    expect(nextMultiValues(['park'], 'road', true, OPTIONS)).toEqual(['road', 'park']);
    expect(nextMultiValues(['road', 'park'], 'road', true, OPTIONS)).toEqual(['park']);
    expect(nextMultiValues(['park'], 'park', true, OPTIONS)).toEqual(['park']);
    expect(nextMultiValues(['park'], 'park', false, OPTIONS)).toEqual([]);
  });
});

function Single({
  required,
  initial = null,
  native,
}: {
  required?: boolean;
  initial?: string | null;
  native?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Select
        label="주제"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        required={required}
        native={native}
      />
      <output>{`값:${value ?? '없음'}`}</output>
    </>
  );
}

function Multi({ required, initial, native }: { required?: boolean; initial: string[]; native?: boolean }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <Select
        multiple
        label="주제"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        required={required}
        native={native}
      />
      <output>{`값:${value.join(',')}`}</output>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('Select (listbox)', () => {
  it('lets a single select unselect its item when not required', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Single initial="road" />);
    const combobox = screen.getByRole('combobox', { name: '주제' });
    expect(combobox).toHaveTextContent('도로');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '도로' }));
    expect(shown()).toBe('값:없음');
    expect(combobox).toHaveTextContent('선택하세요');
  });

  it('does not let a required single select unselect its item', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Single required initial="road" />);
    await user.click(screen.getByRole('combobox', { name: '주제' }));
    await user.click(screen.getByRole('option', { name: '도로' }));
    expect(shown()).toBe('값:road');
    await user.click(screen.getByRole('combobox', { name: '주제' }));
    await user.click(screen.getByRole('option', { name: '하천' }));
    expect(shown()).toBe('값:river');
  });

  it('keeps at least one item in a required multi-select', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Multi required initial={['road', 'park']} />);
    await user.click(screen.getByRole('combobox', { name: '주제' }));
    const listbox = screen.getByRole('listbox', { name: '주제' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(listbox).getByRole('option', { name: '도로' }));
    expect(shown()).toBe('값:park');
    await user.click(within(listbox).getByRole('option', { name: '공원' }));
    expect(shown()).toBe('값:park');
    expect(within(listbox).getByRole('option', { name: '공원' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets a multi-select that is not required go empty', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Multi initial={['park']} />);
    await user.click(screen.getByRole('combobox', { name: '주제' }));
    await user.click(screen.getByRole('option', { name: '공원' }));
    expect(shown()).toBe('값:');
  });

  it('works from the keyboard and skips disabled options', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Single />);
    const combobox = screen.getByRole('combobox', { name: '주제' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '도로' }).id,
    );
    await user.keyboard('{End}{Enter}');
    expect(shown()).toBe('값:park');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}{ArrowUp}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(shown()).toBe('값:park');
  });
});

describe('Select (native, as on mobile)', () => {
  it('offers no way to unselect a required single select', async () => {
    renderWithI18n(<Single required initial="road" native />);
    const select = screen.getByRole('combobox', { name: '주제' });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getByRole('option', { name: '선택하세요' })).toBeDisabled();
  });

  it('keeps at least one item in a required native multi-select', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Multi required initial={['road', 'park']} native />);
    const select = screen.getByRole('listbox', { name: '주제' });
    await user.deselectOptions(select, '도로');
    expect(shown()).toBe('값:park');
    await user.deselectOptions(select, '공원');
    expect(shown()).toBe('값:park');
  });

  it('is the native select on a narrow screen by default', () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 767px)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      renderWithI18n(<Single />);
      expect(screen.getByRole('combobox', { name: '주제' }).tagName).toBe('SELECT');
    } finally {
      window.matchMedia = original;
    }
  });
});
