import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../../overlay/spec-render';
import { FormField } from './FormField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

function NameField({ error, note }: { error?: string; note?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="이름"
      value={value}
      onChange={setValue}
      required
      hint="한글 2자 이상"
      note={note}
      error={error}
      maxLength={20}
    />
  );
}

describe('TextField', () => {
  it('ties its label, required mark, hint and error to the input', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NameField error="이름을 입력하세요." />);
    const input = screen.getByLabelText('이름');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('한글 2자 이상 이름을 입력하세요.');
    // The asterisk is for the eye only: the input's required state says it to a screen reader.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await user.type(input, '김누리');
    expect(input).toHaveValue('김누리');
  });

  it('reads a note only while there is no error, and is valid without an error', () => {
    const { unmount } = renderWithI18n(<NameField note="사용할 수 있습니다." />);
    const input = screen.getByLabelText('이름');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('한글 2자 이상 사용할 수 있습니다.');
    expect(screen.getByRole('status')).toHaveTextContent('사용할 수 있습니다.');
    unmount();
    renderWithI18n(<NameField note="사용할 수 있습니다." error="이미 있는 이름입니다." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription('한글 2자 이상 이미 있는 이름입니다.');
  });

  it('keeps a given id (forms focus a field by it) and can be a text area', () => {
    renderWithI18n(
      <TextField id="memo" label="메모" value="" onChange={() => undefined} multiline rows={4} />,
    );
    const area = screen.getByLabelText('메모');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('id', 'memo');
    expect(area).toHaveAttribute('rows', '4');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('offers a placeholder, data options and option children, with its error read', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(
      <SelectField
        label="요금제"
        value=""
        onChange={onChange}
        placeholder="선택하세요"
        options={[{ value: 'BASIC', label: '기본' }]}
        error="요금제를 고르세요."
        required
      >
        <option value="PRO">전문</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: '요금제' });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('요금제를 고르세요.');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['선택하세요', '기본', '전문']);
    await user.selectOptions(select, 'PRO');
    expect(onChange).toHaveBeenCalledWith('PRO');
  });
});

describe('FormField', () => {
  it('hands its own control the id and description (a file input)', () => {
    renderWithI18n(
      <FormField label="썸네일" hint="PNG, JPG">
        {(control) => <input {...control} type="file" />}
      </FormField>,
    );
    expect(screen.getByLabelText('썸네일')).toHaveAccessibleDescription('PNG, JPG');
  });
});
