import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { renderApp } from '../../test/render-app';
import { fakeProviderApi, requestsTo } from '../test/fake-provider-api';

const OPERATOR = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };

async function openCreate() {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(OPERATOR));
  const fetch = fakeProviderApi();
  const user = userEvent.setup();
  renderApp({ fetch, route: '/manageInstitution' });
  await within(await screen.findByRole('region', { name: '기관 목록' })).findByText('기관 12');
  await user.click(screen.getByRole('button', { name: '기관 등록' }));
  const dialog = await screen.findByRole('dialog', { name: '기관 등록' });
  return { fetch, user, dialog };
}

describe('institution registration (view 41)', () => {
  afterEach(() => window.localStorage.clear());

  it('applies the code and name rules before asking the server', async () => {
    const { fetch, user, dialog } = await openCreate();

    await user.type(within(dialog).getByLabelText('기관 코드'), 'Seoul_Gu');
    await user.click(within(dialog).getByRole('button', { name: '중복 확인' }));
    expect(within(dialog).getByLabelText('기관 코드')).toHaveAccessibleDescription(
      /영문 소문자로 시작하는 2~30자/,
    );

    await user.clear(within(dialog).getByLabelText('기관 코드'));
    await user.type(within(dialog).getByLabelText('기관 코드'), 'gallery');
    await user.type(within(dialog).getByLabelText('기관명'), '테스트 관리자 기관');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByText('사용할 수 없는 기관 코드입니다.')).toBeInTheDocument();
    expect(within(dialog).getByText("'관리자'은(는) 이름에 사용할 수 없는 단어입니다.")).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/instt/exists')).toEqual([]);
    expect(fetch.state.writes).toEqual([]);
  });

  it('refuses a code already in use (GET /api/instt/exists)', async () => {
    const { fetch, user, dialog } = await openCreate();

    await user.type(within(dialog).getByLabelText('기관 코드'), 'seoul');
    await user.type(within(dialog).getByLabelText('기관명'), '서울특별시');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await within(dialog).findByText('이미 사용 중입니다.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/instt/exists')).toEqual(['GET ?insttCode=seoul']);
    expect(fetch.state.writes).toEqual([]);
  });

  it('registers an institution with its plan and contacts, then shows its detail', async () => {
    const { fetch, user, dialog } = await openCreate();

    await user.type(within(dialog).getByLabelText('기관 코드'), 'busan-gu');
    await user.click(within(dialog).getByRole('button', { name: '중복 확인' }));
    expect(await within(dialog).findByText('사용 가능합니다.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('기관명'), '부산광역시 중구');
    await user.selectOptions(within(dialog).getByLabelText('요금제'), '교육용 요금제 B');
    await user.type(within(dialog).getByLabelText(/전화번호/), '051-600-4000');
    await user.type(within(dialog).getByLabelText(/주소/), '부산광역시 중구 중구로 120');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByRole('dialog', { name: '기관 상세: 부산광역시 중구' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '기관 등록' })).not.toBeInTheDocument();
    expect(requestsTo(fetch, '/api/instt/exists')).toEqual(['GET ?insttCode=busan-gu']);
    expect(fetch.state.writes).toEqual([
      {
        call: 'POST /api/instt',
        body: {
          insttCode: 'busan-gu',
          insttNm: '부산광역시 중구',
          planCode: '000005',
          insttTel: '051-600-4000',
          insttAddr: '부산광역시 중구 중구로 120',
        },
      },
    ]);
    expect(screen.getByText('부산광역시 중구 기관을 등록했습니다.')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: '기관 목록' });
    await waitFor(() => expect(within(grid).getByText('busan-gu')).toBeInTheDocument());
  });
});
