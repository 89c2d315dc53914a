import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { encrypt, GOOD_PASSWORD, lastCode, login, resetRateLimits, signUp, uniqueUser } from './support/accounts';
import { createTestAppWith } from './support/test-app';

// Real test files shipped beside the repository (shared/data).
const DATA = path.resolve(__dirname, '../../../../shared/data');

describe('accounts: sign-up, recovery, my info, withdrawal', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (t: { accessToken: string }) => ({ Authorization: `Bearer ${t.accessToken}` });
  beforeAll(async () => {
    // The sign-up limit is counted below: set here, not the raised test default.
    app = await createTestAppWith({ SIGNUP_RATE_LIMIT_PER_ADDRESS: '10' });
  });
  beforeEach(() => resetRateLimits(app));
  afterAll(() => app.close());

  async function emailToken(emailaddr: string, userId: string): Promise<string> {
    await http().post('/api/auth/email/verify-email').send({ emailaddr, userId }).expect(200);
    const code = await lastCode(app, emailaddr);
    return (await http().post('/api/auth/email/verify-email/response').send({ emailaddr, userId, emailCrtfcKey: code }).expect(200)).body
      .result.verificationToken;
  }

  it("answers 'available' then 'already in use' for ids and e-mails", async () => {
    const u = uniqueUser();
    expect((await http().get(`/api/users/id/exists?userId=${u.userId}`).expect(200)).body.result).toEqual({
      exists: false,
      message: '사용 가능합니다.',
    });
    await signUp(app, u);
    expect((await http().get(`/api/users/id/exists?userId=${u.userId}`).expect(200)).body.result).toEqual({
      exists: true,
      message: '이미 사용 중입니다.',
    });
    const mail = await http().get(`/api/users/email/exists?email=${u.emailaddr.toUpperCase()}`).set('Accept-Language', 'en').expect(200);
    expect(mail.body.result).toEqual({ exists: true, message: 'Already in use.' });
  });

  it('signs an individual up into openBiz as a member (12), storing the phone encrypted', async () => {
    const u = uniqueUser();
    const phone = `010${String(Date.now()).slice(-8)}`;
    await http().post('/api/instt/sms/crtfc/send').send({ userId: u.userId, phoneNumber: phone }).expect(200);
    const smsCode = await lastCode(app, phone);
    const phoneToken = (
      await http().post('/api/instt/sms/crtfc/check').send({ userId: u.userId, phoneNumber: phone, smsCrtfcKey: smsCode }).expect(200)
    ).body.result.verificationToken;
    const res = await http()
      .post('/api/auth/users/signup')
      .send({
        ...u,
        userPassword: await encrypt(app, GOOD_PASSWORD),
        emailVerificationToken: await emailToken(u.emailaddr, u.userId),
        phoneNumber: phone,
        phoneVerificationToken: phoneToken,
        termsAgreeAt: 'Y',
        privacyAgreeAt: 'Y',
      })
      .expect(201);
    expect(res.body.result).toEqual({ userId: u.userId, insttCode: 'openbiz' });
    const [row] = await app.get(DataSource).query(`SELECT user_se_code, instt_code, mbtlnum_encpt, password_hash FROM users WHERE user_id = $1`, [u.userId]);
    expect(row).toMatchObject({ user_se_code: 12, instt_code: 'openbiz' });
    expect(row.mbtlnum_encpt).not.toContain(phone.slice(3));
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const t = await login(app, u.userId, GOOD_PASSWORD);
    const me = (await http().get('/api/users/me').set(bearer(t)).expect(200)).body.result;
    expect(me).toMatchObject({ userId: u.userId, phoneNumber: phone, insttSttusCode: 'NORMAL', userSeCodeNm: expect.any(String) });
  });

  it('refuses a sign-up without a matching e-mail verification, a reused token, and a duplicate id', async () => {
    const u = uniqueUser();
    const body = { ...u, userPassword: await encrypt(app, GOOD_PASSWORD), termsAgreeAt: 'Y', privacyAgreeAt: 'Y' };
    await http().post('/api/auth/users/signup').send({ ...body, emailVerificationToken: 'forged-token-value' }).expect(400);
    // A token proven for another id does not carry over.
    const otherToken = await emailToken(u.emailaddr, 'someoneelse1');
    await http().post('/api/auth/users/signup').send({ ...body, emailVerificationToken: otherToken }).expect(400);
    const token = await emailToken(u.emailaddr, u.userId);
    await http().post('/api/auth/users/signup').send({ ...body, emailVerificationToken: token }).expect(201);
    const dup = await http().post('/api/auth/users/signup').send({ ...body, emailVerificationToken: token }).expect(409);
    expect(dup.body.result).toEqual([{ field: 'userId', message: '이미 사용 중입니다.' }]);
  });

  it('refuses banned words, weak passwords, a name inside the password and missing consent', async () => {
    const u = uniqueUser();
    const base = { ...u, emailVerificationToken: 'x', termsAgreeAt: 'Y', privacyAgreeAt: 'Y' };
    const banned = await http()
      .post('/api/auth/users/signup')
      .send({ ...base, userId: 'myadmin01', userPassword: await encrypt(app, GOOD_PASSWORD) })
      .expect(422);
    // The id rule is named for the id, not a name.
    expect(banned.body.message).toBe("'admin'은(는) 아이디에 사용할 수 없는 단어입니다.");
    expect(banned.body.result[0].field).toBe('userId');
    const korean = await http()
      .post('/api/auth/users/signup')
      .send({ ...base, userNm: '관리자김', userPassword: await encrypt(app, GOOD_PASSWORD) })
      .expect(422);
    expect(korean.body.result[0].field).toBe('userNm');
    const weak = await http().post('/api/auth/users/signup').send({ ...base, userPassword: await encrypt(app, 'short1') }).expect(422);
    expect(weak.body.message).toBe('비밀번호 형식을 확인해 주세요.');
    const named = await http()
      .post('/api/auth/users/signup')
      .send({ ...base, userNm: 'Kimnuri', userPassword: await encrypt(app, 'kimnuri!2026') })
      .expect(422);
    expect(named.body.message).toBe('이름은 비밀번호로 사용할 수 없습니다.');
    const noTerms = await http()
      .post('/api/auth/users/signup')
      .send({ ...base, termsAgreeAt: 'N', userPassword: await encrypt(app, GOOD_PASSWORD) })
      .expect(400);
    expect(noTerms.body.result).toEqual([{ field: 'termsAgreeAt', message: '필수 약관에 동의해 주세요.' }]);
  });

  it('finds the id by name and e-mail code', async () => {
    const u = await signUp(app);
    const unknown = await http().post('/api/auth/email/find-id').send({ emailaddr: u.emailaddr, userNm: '다른이름' }).expect(404);
    expect(unknown.body.message).toBe('일치하는 회원 정보가 없습니다.');
    await http().post('/api/auth/email/find-id').send({ emailaddr: u.emailaddr, userNm: u.userNm }).expect(200);
    const code = await lastCode(app, u.emailaddr);
    const found = await http()
      .post('/api/auth/email/find-id/response')
      .send({ emailaddr: u.emailaddr, userNm: u.userNm, emailCrtfcKey: code })
      .expect(200);
    expect(found.body.result.userId).toBe(u.userId);
    const again = await http().get(`/api/auth/users/find-id?verificationToken=${found.body.result.verificationToken}`).expect(200);
    expect(again.body.result.userId).toBe(u.userId);
    await http().get(`/api/auth/users/find-id?verificationToken=${found.body.result.verificationToken}`).expect(400);
  });

  it('resets a forgotten password through the e-mail code; the old password and logins stop working', async () => {
    const u = await signUp(app);
    const before = await login(app, u.userId, u.password);
    const who = { emailaddr: u.emailaddr, userId: u.userId, userNm: u.userNm };
    await http().post('/api/auth/email/find-password').send(who).expect(200);
    const code = await lastCode(app, u.emailaddr);
    const token = (await http().post('/api/auth/email/find-password/response').send({ ...who, emailCrtfcKey: code }).expect(200)).body.result
      .verificationToken;
    const same = await http().post('/api/auth/users/find-password').send({ verificationToken: token, newPassword: await encrypt(app, u.password) });
    expect(same.status).toBe(422);
    // The token was spent by the refused attempt: verify again.
    await http().post('/api/auth/email/find-password').send(who).expect(200);
    const code2 = await lastCode(app, u.emailaddr);
    const token2 = (await http().post('/api/auth/email/find-password/response').send({ ...who, emailCrtfcKey: code2 }).expect(200)).body.result
      .verificationToken;
    await http().post('/api/auth/users/find-password').send({ verificationToken: token2, newPassword: await encrypt(app, 'Busan#2027sea') }).expect(200);
    await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(401);
    await login(app, u.userId, 'Busan#2027sea');
    await http().post('/api/auth/refresh').send({ refreshToken: before.refreshToken }).expect(401);
  });

  it('changes the password with the old one or a fresh revalidation, refusing a wrong or missing old one', async () => {
    const u = await signUp(app);
    const t = await login(app, u.userId, u.password);
    const wrong = await http()
      .put('/api/users/password')
      .set(bearer(t))
      .send({ oldPassword: await encrypt(app, 'Wrong!pass9'), newPassword: await encrypt(app, 'Daegu@2028go') })
      .expect(422);
    expect(wrong.body.message).toBe('현재 비밀번호가 올바르지 않습니다.');
    await http()
      .put('/api/users/password')
      .set(bearer(t))
      .send({ newPassword: await encrypt(app, 'Daegu@2028go') })
      .expect(400);
    await http()
      .put('/api/users/password')
      .set(bearer(t))
      .send({ oldPassword: await encrypt(app, u.password), newPassword: await encrypt(app, 'Daegu@2028go') })
      .expect(200);
    await login(app, u.userId, 'Daegu@2028go');
    // With a fresh revalidation instead of the old password.
    const reval = await http().post('/api/users/validation').set(bearer(t)).send({ password: await encrypt(app, 'Daegu@2028go') }).expect(200);
    await http()
      .put('/api/users/password')
      .set(bearer(t))
      .send({ revalidationToken: reval.body.result.revalidationToken, newPassword: await encrypt(app, 'Incheon^2029air') })
      .expect(200);
    await login(app, u.userId, 'Incheon^2029air');
  });

  it('updates my name and marketing consent, and the e-mail only with its verification', async () => {
    const u = await signUp(app);
    const t = await login(app, u.userId, u.password);
    const updated = await http().put('/api/users/me').set(bearer(t)).send({ userNm: '박지도', marketingAgreeAt: 'Y' }).expect(200);
    expect(updated.body.result).toMatchObject({ userNm: '박지도', marketingAgreeAt: 'Y' });
    const other = uniqueUser();
    await http().put('/api/users/me').set(bearer(t)).send({ emailaddr: other.emailaddr }).expect(400);
    const token = await emailToken(other.emailaddr, u.userId);
    const changed = await http().put('/api/users/me').set(bearer(t)).send({ emailaddr: other.emailaddr, emailVerificationToken: token }).expect(200);
    expect(changed.body.result.emailaddr).toBe(other.emailaddr);
  });

  it('stores a profile image checked by content and size, and deletes it', async () => {
    const u = await signUp(app);
    const t = await login(app, u.userId, u.password);
    const ok = await http().post('/api/users/image').set(bearer(t)).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
    expect(ok.body.result).toBe(`/api/users/${u.userId}/image`);
    const img = await http().get(ok.body.result).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    const fake = await http().post('/api/users/image').set(bearer(t)).attach('file', path.join(DATA, 'bad_dxf_named.png')).expect(415);
    expect(fake.body.message).toBe('png, jpg, jpeg 파일을 선택해 주세요.');
    const big = Buffer.concat([fs.readFileSync(path.join(DATA, 'thumb_ok.png')), Buffer.alloc(1048576)]);
    const tooBig = await http().post('/api/users/image').set(bearer(t)).attach('file', big, 'big.png').expect(413);
    expect(tooBig.body.message).toMatch(/1MB/);
    const gif = await http().post('/api/users/image').set(bearer(t)).attach('file', Buffer.from('GIF89a'), 'x.gif').expect(415);
    expect(gif.body.code).toBe(415);
    await http().delete('/api/users/image').set(bearer(t)).expect(200);
    await http().get(ok.body.result).expect(404);
  });

  it('withdraws with the password and a reason, ending every login', async () => {
    const u = await signUp(app);
    const t = await login(app, u.userId, u.password);
    await http()
      .delete('/api/users/me')
      .set(bearer(t))
      .send({ userPassword: await encrypt(app, 'Wrong!pass9'), whdwlResnCode: '01' })
      .expect(422);
    await http()
      .delete('/api/users/me')
      .set(bearer(t))
      .send({ userPassword: await encrypt(app, u.password), whdwlResn: '사용하지 않음', whdwlResnCode: '01' })
      .expect(200);
    await http().post('/api/auth/refresh').send({ refreshToken: t.refreshToken }).expect(401);
    const relogin = await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(403);
    expect(relogin.body.message).toBe('탈퇴한 계정입니다.');
    const [row] = await app.get(DataSource).query(`SELECT user_sttus, whdwl_resn_code, mbtlnum_encpt FROM users WHERE user_id = $1`, [u.userId]);
    expect(row).toEqual({ user_sttus: 'withdrawn', whdwl_resn_code: '01', mbtlnum_encpt: null });
    // The id is never reused.
    expect((await http().get(`/api/users/id/exists?userId=${u.userId}`).expect(200)).body.result.exists).toBe(true);
  });

  it('rate-limits sign-ups from one address with 429 (10 an hour)', async () => {
    const body = async () => ({
      ...uniqueUser(),
      userPassword: await encrypt(app, GOOD_PASSWORD),
      emailVerificationToken: 'not-checked-before-the-limit',
      termsAgreeAt: 'Y',
      privacyAgreeAt: 'Y',
    });
    for (let i = 0; i < 10; i++) await http().post('/api/auth/users/signup').send(await body()).expect(400);
    const over = await http().post('/api/auth/users/signup').send(await body()).expect(429);
    expect(over.body.message).toMatch(/초 후에 다시 시도해 주세요/);
  });
});
