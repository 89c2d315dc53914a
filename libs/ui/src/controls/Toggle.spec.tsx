import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../overlay/spec-render';
import { Toggle } from './Toggle';

function Harness({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Toggle label="공개" checked={on} onChange={setOn} disabled={disabled} />;
}

describe('Toggle', () => {
  it('is a switch whose aria-checked follows clicks and the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const toggle = screen.getByRole('switch', { name: '공개' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('꺼짐');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('켜짐');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toBeChecked();
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness disabled />);
    const toggle = screen.getByRole('switch', { name: '공개' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('says On / Off in English', () => {
    renderWithI18n(<Toggle label="Public" checked onChange={() => undefined} />, 'en');
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveTextContent('On');
  });
});
