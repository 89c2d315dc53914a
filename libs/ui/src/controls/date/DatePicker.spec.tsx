import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '../../i18n/language';
import { renderWithI18n } from '../../overlay/spec-render';
import { DatePicker, type DatePickerProps } from './DatePicker';

const TODAY = new Date(2024, 2, 20, 15, 30);

function Harness({ initial, ...rest }: { initial: Date | null } & Partial<DatePickerProps>) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <DatePicker label="종료일" value={value} onChange={setValue} now={() => TODAY} {...rest} />
      <output>{value ? value.toISOString() : '없음'}</output>
    </>
  );
}

function setup(props: { initial: Date | null } & Partial<DatePickerProps>, language: Language = 'ko') {
  const user = userEvent.setup();
  renderWithI18n(<Harness {...props} />, language);
  return { user, input: screen.getByRole('textbox') };
}

const openCalendar = async (user: ReturnType<typeof userEvent.setup>, name = '종료일 달력 열기') => {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
};

describe('DatePicker', () => {
  it('opens a calendar on the selected day and picks a day with the arrow keys and Enter', async () => {
    const { user, input } = setup({ initial: new Date(2024, 2, 15) });
    expect(input).toHaveValue('2024-03-15');
    const calendar = await openCalendar(user);
    expect(calendar).toHaveAccessibleName('종료일 달력');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('2024년 3월');
    expect(within(calendar).getByRole('button', { name: '2024-03-15' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: '2024-03-23' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('2024년 4월');
    expect(within(calendar).getByRole('button', { name: '2024-04-23' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('2024-04-23');
    expect(screen.getByRole('status')).toHaveTextContent(new Date(2024, 3, 23).toISOString());
    expect(screen.getByRole('button', { name: '종료일 달력 열기' })).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const { user, input } = setup({ initial: new Date(2024, 2, 15) });
    await openCalendar(user);
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('2024-03-15');
  });

  it('shows today when empty, a year dropdown of ±50 years and month navigation', async () => {
    const { user } = setup({ initial: null });
    const calendar = await openCalendar(user);
    expect(within(calendar).getByRole('button', { name: '2024-03-20' })).toHaveFocus();
    const years = within(within(calendar).getByRole('combobox', { name: '연도' })).getAllByRole('option');
    expect(years).toHaveLength(101);
    expect(years[0]).toHaveTextContent('1974년');
    expect(years[100]).toHaveTextContent('2074년');

    await user.click(within(calendar).getByRole('button', { name: '다음 달' }));
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('2024년 4월');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: '연도' }), '2030');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('2030년 4월');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: '월' }), '12월');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('2030년 12월');
    await user.click(within(calendar).getByRole('button', { name: '이전 달' }));
    await user.click(within(calendar).getByRole('button', { name: '2030-11-05' }));
    expect(screen.getByRole('textbox')).toHaveValue('2030-11-05');
  });

  it("refuses a day before the limit with '{field} must be set after {limit}({date})'", async () => {
    const { user, input } = setup({
      initial: new Date(2024, 2, 15),
      min: { date: new Date(2024, 2, 10), name: '시작일' },
    });
    const calendar = await openCalendar(user);
    const early = within(calendar).getByRole('button', { name: '2024-03-09' });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await user.click(early);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '종료일은(는) 시작일(2024-03-10) 이후로 설정해야 합니다.',
    );
    expect(input).toHaveValue('2024-03-15');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(calendar).getByRole('button', { name: '2024-03-10' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('2024-03-10');
  });

  it("refuses a typed day after the limit with the 'before' message, in English", async () => {
    const { user, input } = setup(
      {
        initial: new Date(2024, 2, 15),
        label: 'End date',
        max: { date: new Date(2024, 2, 20), name: 'Today' },
      },
      'en',
    );
    await user.clear(input);
    await user.type(input, '2024-03-21{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('End date must be set before Today(2024-03-20).');
    expect(screen.getByRole('status')).toHaveTextContent(new Date(2024, 2, 15).toISOString());
  });

  it('takes a typed day and refuses text that is not a date', async () => {
    const { user, input } = setup({ initial: null });
    await user.type(input, '2024-02-30');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('날짜를 YYYY-MM-DD 형식으로 입력해 주세요.');
    await user.clear(input);
    await user.type(input, '2024-02-29{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(new Date(2024, 1, 29).toISOString());
  });

  it('Enter commits a typed day without submitting the surrounding form', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={submitted}>
        <Harness initial={null} />
        <button type="submit">저장</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox'), '2024-02-29{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(new Date(2024, 1, 29).toISOString());
    expect(submitted).not.toHaveBeenCalled();
  });

  it('keeps a required value when the text is emptied', async () => {
    const { user, input } = setup({ initial: new Date(2024, 2, 15), required: true });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('2024-03-15');
  });
});
