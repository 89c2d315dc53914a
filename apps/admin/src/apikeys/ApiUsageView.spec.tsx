import { addDays, formatDate } from '@nuri/domain';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

const KEYS = [
  {
    keyId: 'ak_00000000000000a1',
    insttCode: 'kwater',
    keyNm: 'GIS 서버',
    keyPrefix: 'nuri_000a1',
    scopes: ['contents:read'],
    expireDt: null,
    ipAllowList: [],
    useAt: 'Y',
    registerId: 'lee',
    registDt: '2026-03-01T10:00:00+09:00',
    lastUsedDt: null,
  },
];

const today = new Date();
const day = (offset: number) => formatDate(addDays(today, offset));
const record = (useDe: string, routeGroup: string, reqCnt: number) => ({
  keyId: 'ak_00000000000000a1',
  keyNm: 'GIS 서버',
  keyPrefix: 'nuri_000a1',
  insttCode: 'kwater',
  useDe,
  routeGroup,
  reqCnt,
});
const USES = [record(day(0), 'webmap', 3), record(day(0), 'layers', 2), record(day(-2), 'tiles', 40)];

jest.setTimeout(20_000);

describe('API usage view', () => {
  afterEach(() => window.localStorage.clear());

  it("charts the last month's daily requests and lists the records; a key narrows it", async () => {
    const api = fakeInstitutionApi({
      'GET /api/apikeys': paged(KEYS),
      'GET /api/apiuse/list': (_request, url) =>
        envelope(200, paged(url.searchParams.get('keyId') ? [] : USES)),
    });
    renderScreen('/insttManage/apiKeys', api.fetch);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '사용량' }));
    expect(await screen.findByText('기간 내 요청 45건')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: '일별 요청 수' });
    const bars = Array.from(chart.querySelectorAll('rect'));
    expect(bars.length).toBeGreaterThanOrEqual(28);
    expect(bars.at(-1)).toHaveAttribute('data-count', '5');
    expect(bars.at(-3)).toHaveAttribute('data-count', '40');
    expect(bars.at(-2)).toHaveAttribute('data-count', '0');
    expect(screen.getByText(`${day(-2)}: 40건`, { selector: 'li' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'API 사용 기록' });
    const tiles = await within(table).findByRole('row', { name: /tiles/ });
    expect(within(tiles).getByRole('cell', { name: day(-2) })).toBeInTheDocument();
    expect(within(tiles).getByRole('cell', { name: 'GIS 서버' })).toBeInTheDocument();
    expect(within(tiles).getByRole('cell', { name: '40' })).toBeInTheDocument();

    const query = api.sent('GET', '/api/apiuse/list')[0].query;
    expect(query.get('insttCode')).toBe('kwater');
    expect(query.get('endDt')).toBe(day(0));
    expect(query.get('startDt')).toBe(
      formatDate(
        addDays(
          new Date(
            today.getFullYear(),
            today.getMonth() - 1,
            Math.min(today.getDate(), new Date(today.getFullYear(), today.getMonth(), 0).getDate()),
          ),
          1,
        ),
      ),
    );
    expect(query.get('keyId')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'API 키' }), 'GIS 서버 (nuri_000a1…)');
    expect(await screen.findByText('기간 내 요청이 없습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.sent('GET', '/api/apiuse/list').at(-1)?.query.get('keyId')).toBe('ak_00000000000000a1'),
    );
    expect(await screen.findByText('기간 내 사용 기록이 없습니다.')).toBeInTheDocument();
  });

  it('asks again for a quick period choice', async () => {
    const api = fakeInstitutionApi({ 'GET /api/apikeys': paged(KEYS), 'GET /api/apiuse/list': paged(USES) });
    renderScreen('/insttManage/apiKeys', api.fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '사용량' }));
    await screen.findByText('기간 내 요청 45건');

    await user.click(screen.getByRole('button', { name: '1주일' }));
    await waitFor(() =>
      expect(api.sent('GET', '/api/apiuse/list').at(-1)?.query.get('startDt')).toBe(day(-6)),
    );
    const bars = screen.getByRole('img', { name: '일별 요청 수' }).querySelectorAll('rect');
    expect(bars).toHaveLength(7);
  });
});
