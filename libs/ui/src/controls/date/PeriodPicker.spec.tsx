import { endOfDay, periodRange } from '@nuri/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../../overlay/spec-render';
import { PeriodPicker, type PeriodValue } from './PeriodPicker';

// A fixed clock: Wednesday 2024-03-20, mid-afternoon.
const NOW = new Date(2024, 2, 20, 15, 30);
let latest: PeriodValue = { start: null, end: null };

function Harness({ initial = { start: null, end: null } }: { initial?: PeriodValue }) {
  const [value, setValue] = useState<PeriodValue>(initial);
  return (
    <PeriodPicker
      label="조회 기간"
      value={value}
      now={() => NOW}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

function setup(initial?: PeriodValue) {
  latest = initial ?? { start: null, end: null };
  const user = userEvent.setup();
  renderWithI18n(<Harness initial={initial} />);
  return {
    user,
    start: screen.getByRole('textbox', { name: '시작일' }),
    end: screen.getByRole('textbox', { name: '종료일' }),
    choice: (name: string) =>
      within(screen.getByRole('group', { name: '기간 빠른 선택' })).getByRole('button', { name }),
  };
}

describe('PeriodPicker', () => {
  it.each([
    ['오늘', '2024-03-20'],
    ['1주일', '2024-03-14'],
    ['1개월', '2024-02-21'],
    ['3개월', '2023-12-21'],
    ['6개월', '2023-09-21'],
  ])('fills %s as a period ending at the end of today', async (name, start) => {
    const { user, start: startInput, end: endInput, choice } = setup();
    await user.click(choice(name));
    expect(startInput).toHaveValue(start);
    expect(endInput).toHaveValue('2024-03-20');
    expect(latest.end).toEqual(endOfDay(NOW));
    expect(latest.start).toEqual(
      new Date(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8))),
    );
    expect(choice(name)).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks no quick choice once a field is changed by hand', async () => {
    const { user, start, choice } = setup(periodRange('ONE_WEEK', NOW));
    expect(choice('1주일')).toHaveAttribute('aria-pressed', 'true');
    await user.clear(start);
    await user.type(start, '2024-03-15{Enter}');
    expect(choice('1주일')).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a start after the end, naming the end date', async () => {
    const { user, start } = setup(periodRange('ONE_WEEK', NOW));
    await user.clear(start);
    await user.type(start, '2024-03-21{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '시작일은(는) 종료일(2024-03-20) 이전으로 설정해야 합니다.',
    );
    expect(latest.start).toEqual(new Date(2024, 2, 14));
  });

  it('refuses an end before the start from the calendar, and stores the end at 23:59:59.999', async () => {
    const { user, end } = setup(periodRange('ONE_WEEK', NOW));
    await user.click(screen.getByRole('button', { name: '종료일 달력 열기' }));
    const calendar = screen.getByRole('dialog', { name: '종료일 달력' });
    await user.click(within(calendar).getByRole('button', { name: '2024-03-13' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '종료일은(는) 시작일(2024-03-14) 이후로 설정해야 합니다.',
    );

    await user.click(within(calendar).getByRole('button', { name: '2024-03-16' }));
    expect(end).toHaveValue('2024-03-16');
    expect(latest.end).toEqual(new Date(2024, 2, 16, 23, 59, 59, 999));
  });
});
