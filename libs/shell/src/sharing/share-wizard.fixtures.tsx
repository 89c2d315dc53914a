// The sharing wizard's test fixtures: sessions, saved entries, a fake share API and the renderer.
import type { ShareContentType } from '@nuri/domain';
import { screen, within } from '@testing-library/react';
import { sessionOf } from '../account/session';
import { StaticSession } from '../account/session-context';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { renderWithServices } from '../testing/render-with-services';
import type { ShareEntry } from './share-api';
import { ShareWizard, type ShareWizardProps } from './ShareWizard';

export const editor = sessionOf({
  userId: 'me',
  userNm: '나편집',
  userSeCode: 11,
  insttCode: 'seoul',
  insttNm: '서울시',
});
export const member = sessionOf({ userId: 'me', userNm: '나회원', userSeCode: 12, insttCode: 'seoul' });
export const openBizMember = sessionOf({
  userId: 'me',
  userNm: '나개인',
  userSeCode: 12,
  insttCode: 'openbiz',
});

export const paged = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  pageIndex: 1,
  pageSize: 10,
  last: true,
});
export const entry = (
  pblonsipOrdr: number,
  scope: 0 | 1 | 2 | 3,
  id: string | null,
  name: string | null,
  editPosblAt: 0 | 1 = 0,
): ShareEntry => ({
  pblonsipOrdr,
  pblonsipScopeSeCode: scope,
  pblonsipRefrnId: id,
  pblonsipRefrnNm: name,
  editPosblAt,
  ownerId: 'me',
  registerId: 'me',
  registDt: '2026-03-01T10:00:00+09:00',
});
export const USERS = [
  { userId: 'kim', userNm: '김철수' },
  { userId: 'lee', userNm: '이영희' },
];
export const GROUPS = [{ groupSn: 7, groupNm: '도시계획팀', memberCnt: 3 }];

type Answer = Response | ((request: Request, url: URL) => Response | Promise<Response>);

/** A fake API: 'METHOD /path' → answer; the saved list, searches and saving calls by default. */
export function fakeApi(saved: ShareEntry[] = [], answers: Record<string, Answer> = {}) {
  const sent: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    });
    const key = `${request.method} ${url.pathname}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer(request, url) : answer.clone();
    if (request.method === 'GET' && url.pathname.endsWith('/shares')) return envelope(200, paged(saved));
    if (key === 'GET /api/instt/seoul/constituents') {
      const name = url.searchParams.get('userNm');
      return envelope(200, paged(name ? USERS.filter((u) => u.userNm.includes(name)) : USERS));
    }
    if (key === 'GET /api/groups') return envelope(200, paged(GROUPS));
    if (request.method === 'POST') return envelope(request.url.endsWith('/shares') ? 200 : 201, []);
    if (request.method === 'DELETE') return envelope(200, null);
    return envelope(404, 'not found');
  });
  const calls = (method: string, suffix = '') =>
    sent.filter((c) => c.method === method && c.path.endsWith(suffix));
  return { fetch, sent, calls };
}

export function renderWizard(
  api: ReturnType<typeof fakeApi>,
  {
    session = editor,
    ...props
  }: Partial<ShareWizardProps> & { session?: typeof editor; contentType?: ShareContentType } = {},
) {
  const onClose = jest.fn();
  const view = renderWithServices(
    <StaticSession session={session}>
      <ShareWizard contentType="map" contentId="M1" onClose={onClose} {...props} />
    </StaticSession>,
    { fetch: api.fetch },
  );
  return { ...view, onClose };
}

export const wizard = () => screen.findByRole('dialog', { name: '공유 설정' });
export const tabNames = async () =>
  within(await wizard())
    .findAllByRole('tab')
    .then((tabs) => tabs.map((tab) => tab.textContent));
export const alertDialog = () => screen.findByRole('alertdialog');
export const currentStep = () =>
  screen.getByRole('list', { name: '공유 단계' }).querySelector('[aria-current="step"]')?.textContent;
