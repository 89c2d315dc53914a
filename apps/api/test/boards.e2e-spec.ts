import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { encrypt } from './support/accounts';
import { Factories } from './support/factories';
import { boardsSuite, type Actor } from './support/boards.suite';

describe('Boards: inquiries, captcha, Q&A, comments, reviews, my page activity', () => {
  const suite = boardsSuite();
  const { tag, http, guestInquiry, status } = suite;
  let app: INestApplication;
  let f: Factories;
  let redis: Redis;
  let a: string;
  let provider: Actor;
  let adminA: Actor;
  let memberA: Actor;
  let editorA: Actor;
  let memberB: Actor;
  beforeAll(() => {
    ({ app, f, redis, a, provider, adminA, memberA, editorA, memberB } = suite);
  });

  describe('online inquiry (/main/inquiry)', () => {
    it('lets a guest write with a password, open it with checkPassword, and delete it', async () => {
      const created = status(await guestInquiry(), 201).body.result;
      expect(created).toMatchObject({ inqrySj: `${tag} 요금 문의`, memberAt: 'N', processAt: 'N', registerId: null });
      // Sanitized: the script is gone, the paragraph stays.
      expect(created.inqryCn).toBe('<p>요금제 변경은 어떻게 하나요?</p>');
      const stored = await f.db.query(`SELECT password_hash FROM inqry WHERE inqry_id = $1`, [created.inqryId]);
      expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);

      // The list shows the title with a masked name; the content needs the password.
      const list = (await http().get(`/api/main/inquiry?searchNm=${tag}&pageSize=50`).expect(200)).body.result;
      const row = list.content.find((r: { inqryId: number }) => r.inqryId === created.inqryId);
      expect(row).toEqual({
        inqryId: created.inqryId,
        inqrySj: `${tag} 요금 문의`,
        writerNm: '홍**',
        memberAt: 'N',
        processAt: 'N',
        readableAt: false,
        registDt: expect.any(String),
      });
      expect(row.inqryCn).toBeUndefined();
      expect((await http().get(`/api/main/inquiry/${created.inqryId}/summary`).expect(200)).body.result).toEqual(row);
      const forbidden = await http().get(`/api/main/inquiry/${created.inqryId}`).expect(403);
      expect(forbidden.body.message).toBe('비회원 문의는 작성할 때 입력한 비밀번호로 확인해 주세요.');
      await http().get(`/api/main/inquiry/${created.inqryId}`).set(memberA.auth).expect(403);

      const wrong = await http()
        .post(`/api/main/inquiry/${created.inqryId}/checkPassword`)
        .send({ password: await encrypt(app, 'nope99') })
        .expect(422);
      expect(wrong.body.message).toBe('문의 비밀번호가 올바르지 않습니다.');
      const opened = (
        await http()
          .post(`/api/main/inquiry/${created.inqryId}/checkPassword`)
          .send({ password: await encrypt(app, 'pw1234') })
          .expect(200)
      ).body.result;
      expect(opened).toMatchObject({ inqryId: created.inqryId, writerNm: '홍길동', readableAt: true, answerCn: null });

      await http()
        .delete(`/api/main/inquiry/${created.inqryId}`)
        .send({ password: await encrypt(app, 'wrong1') })
        .expect(422);
      await http().delete(`/api/main/inquiry/${created.inqryId}`).send({}).expect(400);
      await http().delete(`/api/main/inquiry/${created.inqryId}`).set(memberA.auth).send({}).expect(400);
      await http()
        .delete(`/api/main/inquiry/${created.inqryId}`)
        .send({ password: await encrypt(app, 'pw1234') })
        .expect(200);
      await http().get(`/api/main/inquiry/${created.inqryId}`).set(provider.auth).expect(404);
    });

    it('refuses guests without name, e-mail and a 4–20 character password', async () => {
      const res = await http()
        .post('/api/main/inquiry')
        .send({ inqrySj: `${tag} x`, inqryCn: '내용' })
        .expect(400);
      expect(res.body.result.map((e: { field: string }) => e.field).sort()).toEqual(['emailaddr', 'password', 'writerNm']);
      const short = status(await guestInquiry('abc'), 400);
      expect(short.body.result).toEqual([{ field: 'password', message: '문의 비밀번호는 4~20자로 입력해 주세요.' }]);
      status(await guestInquiry('a'.repeat(21)), 400);
      status(await guestInquiry('pw1234', { inqryCn: '<script>x</script>' }), 400);
    });

    it('links a member inquiry to the account; the author, the institution admin and provider admins read it', async () => {
      const created = (
        await http()
          .post('/api/main/inquiry')
          .set(memberA.auth)
          .send({ inqrySj: `${tag} 회원 문의`, inqryCn: '레이어 업로드 오류' })
          .expect(201)
      ).body.result;
      expect(created).toMatchObject({
        memberAt: 'Y',
        registerId: memberA.user.userId,
        insttCode: a,
        emailaddr: memberA.user.emailaddr,
        readableAt: true,
      });
      for (const who of [memberA, adminA, provider])
        await http().get(`/api/main/inquiry/${created.inqryId}`).set(who.auth).expect(200);
      for (const who of [memberB, editorA])
        await http().get(`/api/main/inquiry/${created.inqryId}`).set(who.auth).expect(403);
      await http().get(`/api/main/inquiry/${created.inqryId}`).expect(403);

      const mine = (await http().get('/api/main/inquiry?mine=Y').set(memberA.auth).expect(200)).body.result;
      expect(mine.content.map((r: { inqryId: number }) => r.inqryId)).toEqual([created.inqryId]);
      await http().get('/api/main/inquiry?mine=Y').expect(401);
      const ofA = (await http().get(`/api/main/inquiry?insttCode=${a}`).set(adminA.auth).expect(200)).body.result;
      expect(ofA.totalElements).toBe(1);
      expect(ofA.content[0]).toMatchObject({ inqryId: created.inqryId, readableAt: true, writerNm: expect.not.stringContaining('*') });

      await http().delete(`/api/main/inquiry/${created.inqryId}`).set(memberB.auth).send({}).expect(403);
      await http().delete(`/api/main/inquiry/${created.inqryId}`).set(memberA.auth).send({}).expect(200);
    });

    it('lets provider admins answer; the author is mailed and sees the answer', async () => {
      const created = status(await guestInquiry('secret77'), 201).body.result;
      const body = { answerCn: '<p>구독 관리 화면에서 바꿀 수 있습니다.</p>' };
      await http().post(`/api/main/inquiry/${created.inqryId}/process`).send(body).expect(401);
      for (const who of [adminA, memberA])
        await http().post(`/api/main/inquiry/${created.inqryId}/process`).set(who.auth).send(body).expect(403);
      const answered = (
        await http().post(`/api/main/inquiry/${created.inqryId}/process`).set(provider.auth).send(body).expect(200)
      ).body.result;
      expect(answered).toMatchObject({ processAt: 'Y', answerCn: body.answerCn, answererId: provider.user.userId });

      const outbox = (await http().get(`/api/dev/outbox?to=${tag}.guest@example.com`).expect(200)).body.result;
      expect(outbox[0].subject).toContain(`${tag} 요금 문의`);
      expect(outbox[0].text).toContain('구독 관리 화면에서 바꿀 수 있습니다.');
      expect(outbox[0].text).toContain(`/community/inquiry/${created.inqryId}`);

      const opened = (
        await http()
          .post(`/api/main/inquiry/${created.inqryId}/checkPassword`)
          .send({ password: await encrypt(app, 'secret77') })
          .expect(200)
      ).body.result;
      expect(opened).toMatchObject({ processAt: 'Y', answerCn: body.answerCn });
      const waiting = (await http().get(`/api/main/inquiry?searchNm=${tag}&processAt=N&pageSize=100`).expect(200)).body.result;
      expect(waiting.content.some((r: { inqryId: number }) => r.inqryId === created.inqryId)).toBe(false);
      await http().delete(`/api/main/inquiry/${created.inqryId}`).set(provider.auth).send({}).expect(200);
    });

    it('rate limits inquiry posts per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await guestInquiry()).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // A refused post counts towards the captcha.
      expect(await redis.get('nuri:captcha:fail:127.0.0.1')).toBe('1');
    });

    it("counts members' inquiries per account: colleagues behind one office address are not refused", async () => {
      await redis.del(...(await redis.keys('nuri:rl:inquiry:*')), 'nuri:captcha:fail:127.0.0.1');
      const colleague = await f.actor(a, 12);
      const post = (who: Actor) =>
        http().post('/api/main/inquiry').set(who.auth).send({ inqrySj: `${tag} 사무실 문의`, inqryCn: '내용' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await post(memberA)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // Same address, another account: still within its own limit.
      await post(colleague).expect(201);
      await post(editorA).expect(201);
    });
  });

  describe('captcha', () => {
    it('serves an SVG captcha whose answer is good once', async () => {
      const c = (await http().get('/api/captcha').expect(200)).body.result;
      expect(c.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(c.image.split(',')[1], 'base64').toString('utf8');
      expect(svg).toContain('<svg');
      expect(svg).not.toContain('<text');
      expect(await redis.ttl(`nuri:captcha:${c.captchaId}`)).toBeGreaterThan(0);
    });

    it('requires a captcha after three failures from one address within 10 minutes', async () => {
      const created = status(await guestInquiry('right12'), 201).body.result;
      const check = async (password: string, extra: Record<string, unknown> = {}) =>
        http()
          .post(`/api/main/inquiry/${created.inqryId}/checkPassword`)
          .send({ password: await encrypt(app, password), ...extra });
      expect((await http().get('/api/captcha/status').expect(200)).body.result).toEqual({ required: false });
      for (let i = 0; i < 3; i += 1) expect((await check('wrong0')).status).toBe(422);
      expect((await http().get('/api/captcha/status').expect(200)).body.result).toEqual({ required: true });

      // Even the right password needs the captcha now; so do new posts from this address.
      const missing = await check('right12');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('보안 문자를 입력해 주세요. 실패가 반복되어 보안 문자 확인이 필요합니다.');
      expect(missing.body.result).toEqual([{ field: 'captchaAnswer', message: expect.any(String) }]);
      status(await guestInquiry(), 400);

      const c1 = (await http().get('/api/captcha').expect(200)).body.result;
      const wrong = await check('right12', { captchaId: c1.captchaId, captchaAnswer: 'zzzzz' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('보안 문자가 올바르지 않습니다. 새 보안 문자를 입력해 주세요.');
      // The wrong try spent that captcha.
      expect(await redis.get(`nuri:captcha:${c1.captchaId}`)).toBeNull();

      const c2 = (await http().get('/api/captcha').expect(200)).body.result;
      const answer = await redis.get(`nuri:captcha:${c2.captchaId}`);
      const ok = await check('right12', { captchaId: c2.captchaId, captchaAnswer: answer });
      expect(ok.status).toBe(200);
      expect(ok.body.result.inqryId).toBe(created.inqryId);
      // Single use: the same answer again is refused.
      expect((await check('right12', { captchaId: c2.captchaId, captchaAnswer: answer })).status).toBe(400);

      const c3 = (await http().get('/api/captcha').expect(200)).body.result;
      status(await guestInquiry('pw1234', { captchaId: c3.captchaId, captchaAnswer: await redis.get(`nuri:captcha:${c3.captchaId}`) }), 201);
    });
  });
});
