import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { CodeManagementPage } from './CodeManagementPage';

interface Code {
  groupCode: string;
  code: string;
  codeNmKo: string;
  codeNmEn: string;
  codeOrdr: number;
  useAt: 'Y' | 'N';
}

const GROUPS = [
  { groupCode: 'BCRN_MAP_CL', groupNmKo: '배경지도 구분', groupNmEn: 'Base map kind', useAt: 'Y' },
  { groupCode: 'MPD025', groupNmKo: '업로드 도형 유형', groupNmEn: 'Upload geometry type', useAt: 'Y' },
];

function fakeCodesApi() {
  const groups = GROUPS.map((g) => ({ ...g }));
  const codes: Code[] = [
    { groupCode: 'BCRN_MAP_CL', code: '01', codeNmKo: '일반지도', codeNmEn: 'General map', codeOrdr: 1, useAt: 'Y' },
    { groupCode: 'BCRN_MAP_CL', code: '02', codeNmKo: '영상지도', codeNmEn: 'Image map', codeOrdr: 2, useAt: 'Y' },
    { groupCode: 'BCRN_MAP_CL', code: '03', codeNmKo: '중첩지도', codeNmEn: 'Overlay', codeOrdr: 3, useAt: 'Y' },
    { groupCode: 'MPD025', code: 'point', codeNmKo: '점', codeNmEn: 'Point', codeOrdr: 1, useAt: 'Y' },
  ];
  const puts: Array<{ path: string; body: unknown }> = [];
  const fetch = fakeFetch(async (req) => {
    const url = new URL(req.url);
    if (req.method === 'GET' && url.pathname === '/api/common/code') return envelope(200, groups);
    if (req.method === 'GET' && url.pathname === '/api/common/code/detail') {
      const group = url.searchParams.get('groupCode');
      return envelope(
        200,
        codes.filter((c) => c.groupCode === group).sort((a, b) => a.codeOrdr - b.codeOrdr),
      );
    }
    const m = /^\/api\/common\/code\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (req.method === 'PUT' && m) {
      const body = (await req.json()) as Record<string, unknown>;
      puts.push({ path: url.pathname, body });
      if (m[2]) {
        const code = codes.find((c) => c.groupCode === m[1] && c.code === m[2]);
        if (!code) return envelope(404, null, '공통 코드를 찾을 수 없습니다.');
        Object.assign(code, body);
        return envelope(200, code);
      }
      const group = groups.find((g) => g.groupCode === m[1]);
      Object.assign(group!, body);
      return envelope(200, group);
    }
    return envelope(404, null, 'not found');
  });
  return { fetch, puts, codes };
}

async function openGroup(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('table', { name: /코드 목록/ });
}

describe('common code management', () => {
  it('lists the code groups and the chosen group\'s codes in order', async () => {
    const api = fakeCodesApi();
    renderWithServices(<CodeManagementPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    expect(await screen.findByRole('heading', { name: '공통 코드 관리' })).toBeInTheDocument();
    expect(screen.getByText('왼쪽에서 코드 그룹을 선택해 주세요.')).toBeInTheDocument();
    const grid = await openGroup(/배경지도 구분 \(BCRN_MAP_CL\)/);
    expect(grid).toHaveAccessibleName('배경지도 구분 코드 목록');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['01', '02', '03']);
    expect(within(grid).getByRole('textbox', { name: '02 이름(한국어)' })).toHaveValue('영상지도');
    expect(within(grid).getByRole('textbox', { name: '02 이름(영어)' })).toHaveValue('Image map');
    expect(within(grid).getByRole('spinbutton', { name: '02 순서' })).toHaveValue(2);
    expect(within(grid).getByRole('checkbox', { name: '02 사용' })).toBeChecked();
  });

  it('saves only the changed fields of the changed rows and shows the saved values', async () => {
    const api = fakeCodesApi();
    renderWithServices(<CodeManagementPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    const grid = await openGroup(/배경지도 구분/);
    const ko = within(grid).getByRole('textbox', { name: '02 이름(한국어)' });
    await userEvent.clear(ko);
    await userEvent.type(ko, '항공영상');
    const ordr = within(grid).getByRole('spinbutton', { name: '03 순서' });
    await userEvent.clear(ordr);
    await userEvent.type(ordr, '0');
    await userEvent.click(within(grid).getByRole('checkbox', { name: '03 사용' }));
    expect(within(grid).getAllByText(/변경됨/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('2건을 저장했습니다.')).toBeInTheDocument();
    expect(api.puts).toEqual([
      { path: '/api/common/code/BCRN_MAP_CL/02', body: { codeNmKo: '항공영상' } },
      { path: '/api/common/code/BCRN_MAP_CL/03', body: { codeOrdr: 0, useAt: 'N' } },
    ]);
    // Reloaded in the new order, nothing left to save.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /코드 목록/ }))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['03', '01', '02']),
    );
    expect(screen.queryByText(/변경됨/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '02 이름(한국어)' })).toHaveValue('항공영상');
  });

  it('changes the group labels too', async () => {
    const api = fakeCodesApi();
    renderWithServices(<CodeManagementPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    await openGroup(/업로드 도형 유형/);
    const name = screen.getByRole('textbox', { name: '그룹 이름(영어)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Geometry options');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('1건을 저장했습니다.')).toBeInTheDocument();
    expect(api.puts).toEqual([{ path: '/api/common/code/MPD025', body: { groupNmEn: 'Geometry options' } }]);
  });

  it('refuses empty names and bad orders before sending anything; says when nothing changed', async () => {
    const api = fakeCodesApi();
    renderWithServices(<CodeManagementPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    const grid = await openGroup(/배경지도 구분/);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('바뀐 내용이 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));

    await userEvent.clear(within(grid).getByRole('textbox', { name: '01 이름(영어)' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('코드 이름(한국어·영어)을 입력해 주세요. (01)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(within(grid).getByRole('textbox', { name: '01 이름(영어)' })).toHaveValue('General map');

    const ordr = within(grid).getByRole('spinbutton', { name: '01 순서' });
    await userEvent.clear(ordr);
    await userEvent.type(ordr, '10000');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('순서는 0 이상 9999 이하의 정수로 입력해 주세요. (01)')).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });
});
