import { envelope, fakeFetch } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { districtColor, NO_RESULT_COLOR, withAlpha } from './election-colors';
import { addParcel, removeParcel, totalArea } from './land-bundle-state';

const app = (appCode: string, available: boolean, addOn: boolean, path: string) => ({ appCode, available, addOn, path });
const PLAIN = [
  app('THEMED_MAP', true, false, '/appBuilder'),
  app('LUCKY_MAP', false, true, '/serviceLab/luckyMap'),
  app('LAND_BUNDLE', false, true, '/serviceLab/landBundle'),
  app('ELECTION_MAP', true, false, '/serviceLab/electionMap'),
];

function labApi() {
  const base = fakeApi();
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/lab/access') return envelope(200, { insttCode: url.searchParams.get('insttCode'), apps: PLAIN });
    return base(request);
  });
}

describe('service lab (/serviceLab)', () => {
  afterEach(() => window.localStorage.clear());

  it("shows a card per app with the institution's add-on marks and new-window links", async () => {
    const fetch = labApi();
    renderApp({ fetch, route: '/openbiz/serviceLab' });
    expect(await screen.findByRole('heading', { level: 1, name: '서비스 랩' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem', { name: /행운지도|토지 묶음|선거지도|테마지도 서비스/ });
    expect(cards).toHaveLength(4);
    const lucky = cards.find((c) => c.getAttribute('data-app') === 'LUCKY_MAP');
    expect(lucky).toHaveAttribute('data-add-on', 'Y');
    expect(within(lucky as HTMLElement).getByText('부가 서비스')).toBeInTheDocument();
    const election = cards.find((c) => c.getAttribute('data-app') === 'ELECTION_MAP') as HTMLElement;
    const link = within(election).getByRole('link', { name: '새 창에서 열기' });
    expect(link).toHaveAttribute('href', '/openbiz/serviceLab/electionMap');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const access = fetch.requests.find((r) => r.url.includes('/api/lab/access'));
    expect(new URL(access?.url ?? 'http://x').searchParams.get('insttCode')).toBe('openbiz');
  });

  it('explains an add-on the institution lacks instead of opening it', async () => {
    renderApp({ fetch: labApi(), route: '/openbiz/serviceLab' });
    const cards = await screen.findAllByRole('listitem', { name: /행운지도/ });
    await userEvent.click(within(cards[0]).getByRole('button', { name: '새 창에서 열기' }));
    // Dialogs queue: other screens' alerts (answers the fake API lacks) may come first.
    const explained = /행운지도은\(는\) 부가 서비스입니다/;
    for (let i = 0; i < 5 && !screen.queryByText(explained); i++) {
      await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    }
    expect(await screen.findByText(explained)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '부가 서비스 안내' })).toBeInTheDocument();
  });
});

describe('service lab helpers', () => {
  it('totals a bundle and keeps each parcel once', () => {
    const a = { pnu: '1', lndpclAr: 10.105 } as never;
    const b = { pnu: '2', lndpclAr: 5.2 } as never;
    const list = addParcel(addParcel(addParcel([], a), b), a);
    expect(list.map((p) => p.pnu)).toEqual(['1', '2']);
    expect(totalArea(list)).toBe(15.31);
    expect(removeParcel(list, '1').map((p) => p.pnu)).toEqual(['2']);
  });

  it("colours a district by its winner's colour, grey without one", () => {
    const candidates = [{ cndddtId: 7, color: '#1f6fd1' }] as never;
    expect(districtColor({ winnerCndddtId: 7 } as never, candidates)).toBe('#1f6fd1');
    expect(districtColor({ winnerCndddtId: null } as never, candidates)).toBe(NO_RESULT_COLOR);
    expect(districtColor(undefined, candidates)).toBe(NO_RESULT_COLOR);
    expect(withAlpha('#1f6fd1', 0.5)).toBe('rgba(31, 111, 209, 0.5)');
  });
});
