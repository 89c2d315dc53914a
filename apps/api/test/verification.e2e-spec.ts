import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { lastCode, setClock, uniqueUser } from './support/accounts';
import { createTestAppWith } from './support/test-app';

describe('verification codes (spec 001 §4, §5, §8)', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  beforeAll(async () => {
    // The send limits are counted below: set here, not the raised test defaults.
    app = await createTestAppWith({ CODE_SEND_RATE_LIMIT_PER_TARGET: '5', CODE_SEND_RATE_LIMIT_PER_ADDRESS: '30' });
  });
  afterEach(() => setClock(app, null));
  afterAll(() => app.close());

  const send = (u: { emailaddr: string; userId: string }) =>
    http().post('/api/auth/email/verify-email').send({ emailaddr: u.emailaddr, userId: u.userId });
  const check = (u: { emailaddr: string; userId: string }, code: string) =>
    http().post('/api/auth/email/verify-email/response').send({ emailaddr: u.emailaddr, userId: u.userId, emailCrtfcKey: code });
  const wrongOf = (code: string) => (code === '123456' ? '654321' : '123456');

  it('sends a numeric code by mail with its expiry, and confirms it once', async () => {
    const u = uniqueUser();
    const sent = await send(u).expect(200);
    const expire = Date.parse(sent.body.result.expireDt);
    expect(expire - Date.now()).toBeGreaterThan(170_000);
    expect(expire - Date.now()).toBeLessThanOrEqual(180_000);
    const outbox = (await http().get(`/api/dev/outbox?to=${u.emailaddr}`).expect(200)).body.result;
    expect(outbox[0]).toMatchObject({ channel: 'mail', to: u.emailaddr, subject: '[누리지도] 인증 코드 안내' });
    const code = await lastCode(app, u.emailaddr);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await check(u, code).expect(200);
    expect(ok.body.result.verificationToken).toEqual(expect.any(String));
    // Spent: the same code does not confirm twice.
    const again = await check(u, code).expect(400);
    expect(again.body.message).toBe('인증번호를 먼저 발급받아 주세요.');
  });

  it('expires at expireDt (controllable clock)', async () => {
    const u = uniqueUser();
    await send(u).expect(200);
    const code = await lastCode(app, u.emailaddr);
    await setClock(app, new Date(Date.now() + 181_000));
    const res = await check(u, code).expect(410);
    expect(res.body.message).toBe('인증번호 입력 시간이 만료되었습니다. 다시 인증해 주세요.');
  });

  it('kills the code on the 5th failed check, even for the right code afterwards', async () => {
    const u = uniqueUser();
    await send(u).expect(200);
    const code = await lastCode(app, u.emailaddr);
    for (let i = 0; i < 4; i++) await check(u, wrongOf(code)).expect(422);
    const fifth = await check(u, wrongOf(code)).expect(410);
    expect(fifth.body.message).toBe('인증에 5회 실패했습니다. 인증번호를 새로 발급받아 주세요.');
    await check(u, code).expect(410);
    // A new send starts over.
    await send(u).expect(200);
    await check(u, await lastCode(app, u.emailaddr)).expect(200);
  });

  it('replaces the old code when a new one is sent', async () => {
    const u = uniqueUser();
    await send(u).expect(200);
    const first = await lastCode(app, u.emailaddr);
    let second = first;
    // Codes are random: resend until it differs (practically always the first time).
    while (second === first) {
      await send(u).expect(200);
      second = await lastCode(app, u.emailaddr);
    }
    await check(u, first).expect(422);
    await check(u, second).expect(200);
  });

  it("refuses a missing parent parameter with '{fields} check the value and proceed'", async () => {
    const res = await http().post('/api/auth/email/verify-email').send({ emailaddr: 'someone@example.com' }).expect(400);
    expect(res.body.message).toBe('userId 값을 확인 후 진행해 주세요.');
    expect(res.body.result).toEqual([{ field: 'userId', message: expect.any(String) }]);
    const pw = await http().post('/api/auth/email/find-password').send({ emailaddr: 'someone@example.com', userNm: '홍길동' }).expect(400);
    expect(pw.body.result.map((f: { field: string }) => f.field)).toEqual(['userId']);
  });

  it('checks the e-mail and mobile formats with the spec messages', async () => {
    const mail = await send({ emailaddr: 'not-an-address', userId: 'someone1' }).expect(400);
    expect(mail.body.result).toEqual([{ field: 'emailaddr', message: '올바른 이메일 주소를 입력해 주세요.' }]);
    const sms = await http().post('/api/instt/sms/crtfc/send').send({ userId: 'someone1', phoneNumber: '0101234' }).expect(400);
    expect(sms.body.result).toEqual([{ field: 'phoneNumber', message: '올바른 휴대폰 번호를 입력해 주세요.' }]);
    const en = await http().post('/api/instt/sms/crtfc/send').set('Accept-Language', 'en').send({ userId: 'someone1', phoneNumber: '02-123-4567' }).expect(400);
    expect(en.body.result[0].message).toBe('Enter a correct mobile number.');
  });

  it('sends and checks SMS codes for sign-up', async () => {
    const phone = `010${String(Date.now()).slice(-8)}`;
    await http().post('/api/instt/sms/crtfc/send').send({ userId: 'smsuser1', phoneNumber: phone }).expect(200);
    const code = await lastCode(app, phone);
    const outbox = (await http().get(`/api/dev/outbox?to=${phone}`).expect(200)).body.result;
    expect(outbox[0].channel).toBe('sms');
    await http().post('/api/instt/sms/crtfc/check').send({ userId: 'smsuser1', phoneNumber: phone, smsCrtfcKey: code }).expect(200);
  });

  it('rate-limits sends to one address with 429', async () => {
    const u = uniqueUser();
    for (let i = 0; i < 5; i++) await send(u).expect(200);
    const sixth = await send(u).expect(429);
    expect(sixth.body.message).toMatch(/초 후에 다시 시도해 주세요/);
  });
});
