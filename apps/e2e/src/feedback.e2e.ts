import Redis from 'ioredis';
import { page } from './support/browser';
import { outboxMark, waitForCode } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Feedback (issue 21): errors as one dialog, never stacked; the not-found page alone; the
// server's rate-limit text, with its seconds, on the sign-up form.

const tag = Date.now().toString(36);
const SERVER_ERROR = '요청을 처리하는 중 서버에서 문제가 발생했습니다.';
// The addresses the API may see the browser from (IPv4, IPv6, IPv4-mapped).
const LOCAL_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

async function withRedis<T>(run: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(serverEnv(serverPort()).REDIS_URL ?? 'redis://127.0.0.1:6379/15', { lazyConnect: true });
  try {
    await redis.connect();
    return await run(redis);
  } finally {
    redis.disconnect();
  }
}

const signUpKeys = LOCAL_ADDRESSES.map((ip) => `nuri:rl:signup-ip:${ip}`);

describe('feedback: one error dialog, the 404 page alone, rate-limit texts', () => {
  afterAll(() => withRedis((redis) => redis.del(...signUpKeys)));

  it('shows two errors that arrive together as one dialog, never stacked', async () => {
    const p = page();
    let failed = 0;
    // The home page's three lists fail at once (as a broken server would answer).
    await p.route(/\/api\/(mapgallery|notices|subscribes\/plans)(\?|$)/, (route) => {
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'Internal Server Error', result: null }),
      });
    });
    try {
      await open(p, '/');
      const dialog = await shown(p.getByRole('alertdialog'));
      await shown(dialog.getByText(SERVER_ERROR));
      await p.waitForLoadState('networkidle');
      expect(failed).toBeGreaterThanOrEqual(2);
      expect(await p.getByRole('alertdialog').count()).toBe(1);
      await dialog.getByRole('button', { name: '확인' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The same failure reported again was the same dialog: nothing follows.
      await p.waitForTimeout(500);
      expect(await p.getByRole('alertdialog').count()).toBe(0);
    } finally {
      await p.unrouteAll();
    }
  });

  it('shows the not-found page alone for an unknown address, without an error dialog', async () => {
    const p = page();
    await open(p, `/no-such-page-${tag}`);
    await shown(p.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));
    await p.waitForLoadState('networkidle');
    expect(await p.getByRole('alertdialog').count()).toBe(0);
    await shown(p.getByRole('link', { name: '처음으로' }));
  });

  it("shows the server's 'wait N seconds' on the sign-up form when sign-ups from this address are used up", async () => {
    const p = page();
    const userId = `fb${tag}`;
    const email = `${userId}@example.com`;
    await open(p, '/join');
    await p.getByRole('checkbox', { name: /모두 동의합니다/ }).check();
    await p.getByLabel('아이디', { exact: true }).fill(userId);
    await p.getByRole('button', { name: '아이디 중복 확인' }).click();
    await shown(p.getByText('사용 가능합니다.'));
    await p.getByLabel('이름', { exact: true }).fill('피드백');
    await p.getByLabel('이메일', { exact: true }).fill(email);
    const seen = await outboxMark(email);
    await p.getByRole('button', { name: '이메일 인증번호 발송' }).click();
    const code = await waitForCode(email, seen);
    await (await shown(p.getByLabel('이메일 인증번호', { exact: true }))).fill(code);
    await p.getByRole('button', { name: '이메일 인증번호 확인' }).click();
    await shown(p.getByText('인증이 완료되었습니다.'));
    await p.getByLabel('비밀번호', { exact: true }).fill('Nuri!2026feed');
    await p.getByLabel('비밀번호 확인', { exact: true }).fill('Nuri!2026feed');

    // This address has used up its sign-ups for the hour (the API's own counter).
    await withRedis(async (redis) => {
      for (const key of signUpKeys) await redis.set(key, '100000', 'EX', 600);
    });
    await p.getByRole('button', { name: '가입하기' }).click();
    const refusal = await shown(p.getByRole('alert').filter({ hasText: '요청이 너무 많습니다.' }));
    expect(await refusal.textContent()).toMatch(/\d+초 후에 다시 시도해 주세요/);
    expect(await p.getByRole('alertdialog').count()).toBe(0);
  });
});
