import fs from 'node:fs';
import path from 'node:path';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GUIDE_STEPS } from './guide-steps';

const PUBLIC_GUIDE = path.resolve(__dirname, '../../public/guide');

function api(answers: Record<string, unknown>) {
  const base = fakeApi();
  return fakeFetch(async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    if (key in answers) return envelope(200, answers[key]);
    return base(request);
  });
}

const notice = (nttId: number, nttSj: string) => ({
  nttId,
  insttCode: null,
  nttSj,
  nttCn: '',
  popupAt: 'N',
  popupBeginDt: null,
  popupEndDt: null,
  rdcnt: 0,
  registerId: 'admin',
  registDt: '2026-03-01T03:00:00Z',
  updtDt: '2026-03-01T03:00:00Z',
  atchmnflId: null,
  files: [],
});
const paged = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  pageIndex: 1,
  pageSize: 10,
  last: true,
});

describe('about, guide and customer support pages', () => {
  it('describes the product, its four systems and links the plans at /userGuide', async () => {
    renderApp({ fetch: api({}), route: '/userGuide' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '누리지도 서비스 소개' }),
    ).toBeInTheDocument();
    for (const name of ['누리지도 사이트', '기관 사이트', '기관 관리자 화면', '운영자 화면'])
      expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '요금 정책 보기' })).toHaveAttribute('href', '/pricesPolicy');
  });

  it("keeps an institution's links inside its site", async () => {
    renderApp({ fetch: api({}), route: '/openbiz/userGuide' });
    expect(await screen.findByRole('link', { name: '요금 정책 보기' })).toHaveAttribute(
      'href',
      '/openbiz/pricesPolicy',
    );
    expect(screen.getByRole('link', { name: '이용 가이드' })).toHaveAttribute('href', '/openbiz/guide');
  });

  it('shows each guide step with its screenshot, every one committed and small', async () => {
    renderApp({ fetch: api({}), route: '/guide' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '누리지도 이용 가이드' }),
    ).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '목차' });
    expect(within(toc).getAllByRole('link')).toHaveLength(GUIDE_STEPS.length);
    const images = screen.getAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual(GUIDE_STEPS.map((s) => `/guide/${s.image}`));
    expect(screen.getByRole('img', { name: '웹 지도 만들기' })).toBeInTheDocument();
    for (const step of GUIDE_STEPS) {
      const file = path.join(PUBLIC_GUIDE, step.image);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(150 * 1024);
    }
  });

  it('gathers the latest notices, Q&A, the guide and the online inquiry at /community', async () => {
    renderApp({
      fetch: api({ 'GET /api/notices': paged([notice(3, '서비스 점검 안내'), notice(2, '새 기능 소개')]) }),
      route: '/community',
    });
    const notices = await screen.findByRole('region', { name: '공지사항' });
    expect(await within(notices).findByRole('link', { name: '서비스 점검 안내' })).toHaveAttribute(
      'href',
      '/notice/3',
    );
    expect(within(notices).getByRole('link', { name: '공지사항 전체 보기' })).toHaveAttribute(
      'href',
      '/notice',
    );
    const qna = screen.getByRole('link', { name: /Q&A 열기/ });
    expect(qna).toHaveAttribute('href', '/community/qna');
    expect(qna).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '가이드 보기' })).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/community/inquiry');
  });
});
