import { Client } from 'pg';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin } from './support/login';
import { allCheckStatuses, CHECK_LABELS, open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// The admin landing, and the service status on the operator's dashboard (issue 21: it left the
// public home pages).

const tag = Date.now().toString(36).slice(-7);
const OPERATOR = {
  userId: `ahop${tag}`,
  userNm: '홈 운영자',
  emailaddr: `ah.op.${tag}@example.com`,
  userSeCode: 4 as const,
  insttCode: 'openbiz',
  password: 'Nuri!2026adminhome',
};

let db: Client;

beforeAll(async () => {
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await insertAccount(db, OPERATOR);
});

afterAll(async () => {
  await deleteAccounts(db, [OPERATOR.userId]);
  await db?.end();
});

describe('admin app home', () => {
  it('shows the admin landing, without the service status', async () => {
    const p = page();
    await open(p, '/admin/');

    await shown(p.getByRole('link', { name: '누리지도 관리자' }));
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    await shown(p.getByText(/플랫폼 관리자와 기관 관리자를 위한/));
    expect(await p.getByRole('heading', { name: '서비스 상태' }).count()).toBe(0);
    expect(await p.title()).toBe('누리지도 관리자');
  });

  it("shows every service check 정상 on the operator's dashboard", async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/dashboard');
    await shown(p.getByRole('heading', { level: 1, name: '대시보드' }));
    await shown(p.getByRole('heading', { level: 2, name: '서비스 상태' }));
    await shown(p.getByText(/^버전 \S+/));
    expect(await allCheckStatuses(p, CHECK_LABELS.ko)).toEqual({
      데이터베이스: '정상',
      '캐시(Redis)': '정상',
      '작업 큐': '정상',
      '공간정보 변환(GDAL)': '정상',
    });
    await shown(p.getByText('모든 서비스가 정상입니다.'));
  });

  it('switches the admin landing to English', async () => {
    const p = page();
    await open(p, '/admin/');
    await p.getByRole('button', { name: 'English' }).click();
    await shown(p.getByRole('heading', { level: 1, name: 'Admin home' }));
    await shown(p.getByRole('link', { name: 'Nuri Map Admin' }));
  });
});
