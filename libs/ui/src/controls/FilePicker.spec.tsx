import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../overlay/spec-render';
import { FilePicker } from './FilePicker';

describe('FilePicker', () => {
  it('names the input by its label, shows the Korean button and the chosen files', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(
      <FilePicker label="SLD 스타일 파일" accept=".sld,.xml" hint="1MB까지" onChange={onChange} />,
    );
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
    const { rerender } = renderWithI18n(
      <FilePicker label="새 파일" multiple files={[file]} onChange={() => undefined} />,
    );
    expect(screen.getByText('a.zip')).toBeInTheDocument();
    rerender(<FilePicker label="새 파일" multiple files={[]} disabled onChange={() => undefined} />);
    expect(screen.getByText('선택한 파일 없음')).toBeInTheDocument();
    expect(screen.getByLabelText('새 파일')).toBeDisabled();
  });

  it('marks a refused choice: aria-invalid, the error read with the field and announced', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithI18n(
      <FilePicker
        label="첨부파일"
        hint="pdf만"
        error="'a.exe' 파일은 첨부할 수 없습니다."
        onChange={() => undefined}
      />,
    );
    let input = screen.getByLabelText('첨부파일');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent("'a.exe' 파일은 첨부할 수 없습니다.");
    expect(input).toHaveAccessibleDescription("선택한 파일 없음 pdf만 'a.exe' 파일은 첨부할 수 없습니다.");

    // The caller clears the error: the field is valid again and nothing is announced.
    rerender(<FilePicker label="첨부파일" hint="pdf만" error={null} onChange={() => undefined} />);
    input = screen.getByLabelText('첨부파일');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('선택한 파일 없음 pdf만');
    await user.upload(input, new File(['%PDF'], '안내.pdf'));
    expect(screen.getByText('안내.pdf')).toBeInTheDocument();
  });

  it('clears the input after each choice on request, so the same file can be chosen again', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(<FilePicker label="썸네일 올리기" accept=".png" clearAfterChoice onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('썸네일 올리기');
    const file = new File(['png'], 'thumb.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe('');
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    // It keeps no names of its own: the upload is the caller's, nothing is "chosen" any more.
    expect(screen.getByText('선택한 파일 없음')).toBeInTheDocument();
    // A dialog closed without a choice (a change with no files) calls nothing.
    fireEvent.change(input, { target: { files: [] } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes an id, hides its label or names on request and keeps the input named', () => {
    renderWithI18n(
      <FilePicker
        id="sld-3"
        label="SLD 파일 업로드 (3번 행)"
        labelHidden
        showNames={false}
        buttonLabel="SLD 파일 업로드"
        className="data-grid__file"
        onChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText('SLD 파일 업로드 (3번 행)');
    expect(input).toHaveAttribute('id', 'sld-3');
    expect(input).toHaveAccessibleName('SLD 파일 업로드 (3번 행)');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('선택한 파일 없음')).not.toBeInTheDocument();
    expect(screen.getByText('SLD 파일 업로드 (3번 행)')).toHaveClass('visually-hidden');
    expect(screen.getByText('SLD 파일 업로드')).toHaveAttribute('aria-hidden', 'true');
    expect(input.closest('.file-picker')).toHaveClass('data-grid__file');
  });

  it('speaks English when the page does', () => {
    renderWithI18n(
      <FilePicker label="Files" multiple error="Too many files." onChange={() => undefined} />,
      'en',
    );
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many files.');
  });
});
