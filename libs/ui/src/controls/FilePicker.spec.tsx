import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../overlay/spec-render';
import { FilePicker } from './FilePicker';

describe('FilePicker', () => {
  it('names the input by its label, shows the Korean button and the chosen files', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(<FilePicker label="SLD 스타일 파일" accept=".sld,.xml" hint="1MB까지" onChange={onChange} />);
    const input = screen.getByLabelText('SLD 스타일 파일');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('선택한 파일 없음 1MB까지');
    expect(screen.getByText('파일 선택')).toBeInTheDocument();

    const file = new File(['<x/>'], '도로.sld', { type: 'application/xml' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith([file]);
    expect(screen.getByText('도로.sld')).toBeInTheDocument();
    // The input itself is reachable by keyboard.
    input.blur();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('shows the files its caller keeps (cleared after an upload) and is disabled on request', () => {
    const file = new File(['a'], 'a.zip');
    const { rerender } = renderWithI18n(<FilePicker label="새 파일" multiple files={[file]} onChange={() => undefined} />);
    expect(screen.getByText('a.zip')).toBeInTheDocument();
    rerender(<FilePicker label="새 파일" multiple files={[]} disabled onChange={() => undefined} />);
    expect(screen.getByText('선택한 파일 없음')).toBeInTheDocument();
    expect(screen.getByLabelText('새 파일')).toBeDisabled();
  });
});
