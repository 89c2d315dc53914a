import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { CodeSelect } from './CodeSelect';
import { useCommonCodes } from './use-common-codes';

const PLAN = [
  { groupCode: 'PLAN', code: '000001', codeNmKo: '기본 요금제', codeNmEn: 'Basic plan', codeOrdr: 1, useAt: 'Y' },
  { groupCode: 'PLAN', code: '000004', codeNmKo: '교육용 요금제 A', codeNmEn: 'Education plan A', codeOrdr: 2, useAt: 'Y' },
  { groupCode: 'PLAN', code: '000005', codeNmKo: '교육용 요금제 B', codeNmEn: 'Education plan B', codeOrdr: 3, useAt: 'N' },
];

function codesFetch() {
  return fakeFetch((req) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/common/code/detail' && url.searchParams.get('groupCode') === 'PLAN')
      return envelope(200, PLAN);
    return envelope(404, null, 'not found');
  });
}

function Plan({ native }: { native?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <CodeSelect groupCode="PLAN" label="요금제" value={value} onChange={setValue} native={native} />
      <output>{`값:${value ?? '없음'}`}</output>
    </>
  );
}

function Labels() {
  const { label, codes } = useCommonCodes('PLAN', { includeUnused: true });
  return (
    <ul>
      {codes.map((c) => (
        <li key={c.code}>{label(c.code)}</li>
      ))}
      <li>{label('999999')}</li>
    </ul>
  );
}

describe('CodeSelect / useCommonCodes', () => {
  it('offers the codes in use of the group, labelled in Korean, and reports the chosen code', async () => {
    const fetch = codesFetch();
    renderWithServices(<Plan native />, { fetch });
    const select = screen.getByLabelText('요금제');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '선택하세요',
      '기본 요금제',
      '교육용 요금제 A',
    ]);
    await userEvent.selectOptions(select, '000004');
    expect(screen.getByText('값:000004')).toBeInTheDocument();
    expect(new URL(fetch.requests[0].url).search).toBe('?groupCode=PLAN');
  });

  it('labels the codes in English when the UI is English (the styled listbox)', async () => {
    renderWithServices(<Plan native={false} />, { fetch: codesFetch(), language: 'en' });
    const combo = screen.getByRole('combobox', { name: '요금제' });
    await userEvent.click(combo);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Basic plan' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('option', { name: 'Education plan A' }));
    expect(screen.getByText('값:000004')).toBeInTheDocument();
  });

  it('gives labels of every code with includeUnused, and the code itself for an unknown one', async () => {
    renderWithServices(<Labels />, { fetch: codesFetch() });
    expect(await screen.findByText('교육용 요금제 B')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '기본 요금제',
      '교육용 요금제 A',
      '교육용 요금제 B',
      '999999',
    ]);
  });
});
