import { commonCodesAnswer, envelope, fakeFetch, isCommonCodesRequest, renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import { APP_MESSAGES } from '../i18n/messages';
import { AppBuilder } from './AppBuilderPage';

// Issue 21: the builder names app types from the catalogs (ko and en, the same keys), never by
// their internal codes (JOR, SES, TAB, SIMPLE), and a tab's map by its title, never by its id.
jest.mock('./WebMapPane', () => ({ WebMapPane: () => <div data-testid="web-map-pane" /> }));
jest.mock('@nuri/map', () => ({ exportMapImage: jest.fn() }));

const CODES = /\b(JOR|SES|TAB|SIMPLE)\b/;

function api(mapAnswer: () => Response) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (isCommonCodesRequest(url)) return commonCodesAnswer(url);
    if (url.pathname === '/api/webapp/tmplat/APP_1')
      return envelope(200, {
        webappTmplatId: 'APP_1',
        webappTmplatSj: '하천 앱',
        webappTmplatCn: null,
        webappTmplatTyCode: 'SES',
        insttCode: 'seoul',
        registerId: 'kim01',
        registerNm: '김지도',
        registDt: '2026-11-20T10:00:00Z',
        updtDt: '2026-11-20T10:00:00Z',
        detailSetting: { sectionTab: { mainTab: [{ tabName: '하천', tabSn: 1, tabContent: { contentValue: { userMapId: 'MAP_GONE' } } }] } },
        thumbnailUrl: null,
        canEdit: true,
        maps: [],
      });
    if (url.pathname === '/api/webmap/MAP_GONE') return mapAnswer();
    return envelope(404, '요청한 주소를 찾을 수 없습니다.');
  });
}

describe('app builder labels', () => {
  it.each([
    ['ko', ['탭형', '섹션 탭형 A', '섹션 탭형 B', '간편형 (지도 1개)']],
    ['en', ['Tabs', 'Section tabs A', 'Section tabs B', 'Simple (one map)']],
  ] as const)('names the app types from the %s catalog, no code on screen', async (language, names) => {
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId={null} />, {
      fetch: api(() => envelope(404, '')),
      messages: APP_MESSAGES,
      language,
    });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.querySelector('span')?.firstChild?.textContent)).toEqual(names);
    expect(document.body.textContent).not.toMatch(CODES);
  });

  it('shows a map it cannot read by a catalog text, not by its id', async () => {
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId="APP_1" />, {
      fetch: api(() => envelope(403, '권한이 없습니다.')),
      messages: APP_MESSAGES,
    });
    const map = await screen.findByRole('group', { name: '1번째 탭 지도' });
    expect(await within(map).findByText('볼 수 없는 지도')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /섹션 탭형 B/ })).toBeChecked();
    expect(document.body.textContent).not.toMatch(/MAP_GONE/);
    expect(document.body.textContent).not.toMatch(CODES);
  });
});
