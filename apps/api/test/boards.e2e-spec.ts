import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../src/redis/redis.module';
import { encrypt, resetRateLimits } from './support/accounts';
import { Factories } from './support/factories';
import { createTestAppWith } from './support/test-app';

type Auth = { Authorization: string };
type Actor = { user: { userId: string; insttCode: string; emailaddr: string }; auth: Auth };

describe('Boards: inquiries, captcha, Q&A, comments, reviews, my page activity', () => {
  let app: INestApplication;
  let f: Factories;
  let redis: Redis;
  let a: string;
  let b: string;
  let provider: Actor;
  let adminA: Actor;
  let memberA: Actor;
  let editorA: Actor;
  let memberB: Actor;
  const tag = `bd${Date.now().toString(36)}`;
  const http = () => request(app.getHttpServer());

  /** Clears this address's failure count (every request here comes from one address). */
  const clearFailures = async () => {
    const keys = await redis.keys('nuri:captcha:fail:*');
    if (keys.length) await redis.del(...keys);
  };
  const guestInquiry = async (password = 'pw1234', over: Record<string, unknown> = {}) =>
    http()
      .post('/api/main/inquiry')
      .send({
        inqrySj: `${tag} 요금 문의`,
        inqryCn: '<p>요금제 변경은 어떻게 하나요?</p><script>alert(1)</script>',
        writerNm: '홍길동',
        emailaddr: `${tag}.guest@example.com`,
        password: await encrypt(app, password),
        ...over,
      });

  const status = (res: request.Response, code: number): request.Response => {
    expect([res.status, res.body.message]).toEqual([code, expect.anything()]);
    return res;
  };

  beforeAll(async () => {
    // The limits counted below, set here (docs/configuration.md has the defaults).
    app = await createTestAppWith({ INQUIRY_RATE_LIMIT_PER_MINUTE: '5', INQUIRY_RATE_LIMIT_PER_HOUR: '30', INQUIRY_RATE_LIMIT_PER_ADDRESS: '300' });
    f = new Factories(app);
    redis = app.get<Redis>(REDIS);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
    adminA = await f.actor(a, 14);
    memberA = await f.actor(a, 12);
    editorA = await f.actor(a, 11);
    memberB = await f.actor(b, 12);
    await resetRateLimits(app);
    await clearFailures();
  });
  afterEach(async () => {
    await resetRateLimits(app);
    await clearFailures();
  });
  afterAll(async () => {
    await app.close();
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

  describe('Q&A (/qna)', () => {
    it('lets members ask and answer, authors edit, authors and admins delete; counts answers', async () => {
      const body = { qnaSj: `${tag} 좌표계 질문`, qnaCn: '<p>EPSG:5186은 무엇인가요?</p><img src=x onerror=alert(1)>' };
      await http().post('/api/qna').send(body).expect(401);
      const q = (await http().post('/api/qna').set(memberA.auth).send(body).expect(201)).body.result;
      expect(q).toMatchObject({ qnaSj: body.qnaSj, insttCode: a, answerCnt: 0, registerId: memberA.user.userId });
      expect(q.qnaCn).toBe('<p>EPSG:5186은 무엇인가요?</p><img src="x">');

      const list = (await http().get(`/api/qna?searchNm=${tag}`).expect(200)).body.result;
      expect(list).toMatchObject({ totalElements: 1, pageIndex: 1, last: true });
      await http().put(`/api/qna/${q.qnaId}`).set(memberB.auth).send(body).expect(403);
      const edited = (
        await http()
          .put(`/api/qna/${q.qnaId}`)
          .set(memberA.auth)
          .send({ ...body, qnaSj: `${tag} 좌표계 질문 (수정)` })
          .expect(200)
      ).body.result;
      expect(edited.qnaSj).toBe(`${tag} 좌표계 질문 (수정)`);

      const ans1 = (
        await http().post(`/api/qna/${q.qnaId}/answers`).set(memberB.auth).send({ answerCn: '중부원점 TM입니다.' }).expect(201)
      ).body.result;
      const ans2 = (
        await http().post(`/api/qna/${q.qnaId}/answers`).set(editorA.auth).send({ answerCn: '국가 좌표계입니다.' }).expect(201)
      ).body.result;
      const answers = (await http().get(`/api/qna/${q.qnaId}/answers`).expect(200)).body.result;
      expect(answers.content.map((x: { answerId: number }) => x.answerId)).toEqual([ans2.answerId, ans1.answerId]);
      expect((await http().get(`/api/qna/${q.qnaId}`).expect(200)).body.result.answerCnt).toBe(2);
      expect((await http().post(`/api/qna/${q.qnaId}/view-count`).expect(200)).body.result.rdcnt).toBe(1);

      await http().put(`/api/qna/${q.qnaId}/answers/${ans1.answerId}`).set(memberA.auth).send({ answerCn: 'x' }).expect(403);
      await http().delete(`/api/qna/${q.qnaId}/answers/${ans1.answerId}`).set(editorA.auth).expect(403);
      // The asker's institution admin moderates.
      await http().delete(`/api/qna/${q.qnaId}/answers/${ans1.answerId}`).set(adminA.auth).expect(200);
      expect((await http().get(`/api/qna/${q.qnaId}`).expect(200)).body.result.answerCnt).toBe(1);

      const dash = (await http().get(`/api/dashboard/instt/${a}`).set(adminA.auth).expect(200)).body.result;
      expect(dash.qnaCnt).toBe(1);
      await http().delete(`/api/qna/${q.qnaId}`).set(memberB.auth).expect(403);
      await http().delete(`/api/qna/${q.qnaId}`).set(provider.auth).expect(200);
      await http().get(`/api/qna/${q.qnaId}/answers`).expect(404);
      expect((await http().get(`/api/dashboard/instt/${a}`).set(adminA.auth).expect(200)).body.result.qnaCnt).toBe(0);
    });

    it('counts qnaCnt per institution against seeded questions', async () => {
      const c = (await f.newInstitution()).insttCode;
      const asker = await f.actor(c, 12);
      const admin = await f.actor(c, 14);
      for (let i = 0; i < 3; i += 1)
        await f.db.query(`INSERT INTO qna (instt_code, qna_sj, qna_cn, register_id) VALUES ($1, $2, 'x', $3)`, [
          c,
          `${tag} 시드 ${i}`,
          asker.user.userId,
        ]);
      await f.db.query(`INSERT INTO qna (instt_code, qna_sj, qna_cn, register_id) VALUES ($1, 'other', 'x', $2)`, [
        b,
        memberB.user.userId,
      ]);
      const dash = (await http().get(`/api/dashboard/instt/${c}`).set(admin.auth).expect(200)).body.result;
      expect(dash.qnaCnt).toBe(3);
      const list = (await http().get(`/api/qna?insttCode=${c}`).expect(200)).body.result;
      expect(list.totalElements).toBe(3);
    });
  });

  describe('comments and reviews', () => {
    let mapId: string;
    beforeAll(async () => {
      mapId = (
        await http()
          .post('/api/webmap')
          .set(editorA.auth)
          .send({
            userMapSj: `${tag} 공원 지도`,
            view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 },
            toc: [],
          })
          .expect(201)
      ).body.result.userMapId as string;
    });

    it('follows the content access: others see nothing until the map is shared with everyone', async () => {
      await http().get(`/api/comments?cntntsId=${mapId}`).set(memberB.auth).expect(403);
      await http().post('/api/comments').set(memberB.auth).send({ cntntsId: mapId, commentCn: '좋아요' }).expect(403);
      await http().get('/api/comments?cntntsId=nope').expect(404);
      const mine = (
        await http()
          .post('/api/comments')
          .set(editorA.auth)
          .send({ cntntsId: mapId, commentCn: '  <b>첫</b> 댓글 1<2  ' })
          .expect(201)
      ).body.result;
      expect(mine).toMatchObject({ cntntsTyCode: 'MAP', cntntsId: mapId, commentCn: '첫 댓글 1<2' });

      await http().post(`/api/webmap/${mapId}/shares/all`).set(editorA.auth).expect(201);
      const c2 = (
        await http().post('/api/comments').set(memberB.auth).send({ cntntsId: mapId, commentCn: '잘 봤습니다' }).expect(201)
      ).body.result;
      const list = (await http().get(`/api/comments?cntntsId=${mapId}`).expect(200)).body.result;
      expect(list.totalElements).toBe(2);
      expect(list.content.map((x: { commentId: number }) => x.commentId)).toEqual([c2.commentId, mine.commentId]);
      await http().post('/api/comments').set(memberB.auth).send({ cntntsId: mapId, commentCn: 'x'.repeat(1001) }).expect(400);

      await http().put(`/api/comments/${c2.commentId}`).set(editorA.auth).send({ commentCn: '바꿈' }).expect(403);
      await http().put(`/api/comments/${c2.commentId}`).set(memberB.auth).send({ commentCn: '수정함' }).expect(200);
      await http().delete(`/api/comments/${c2.commentId}`).set(editorA.auth).expect(403);
      // The content's institution admin moderates.
      const manage = (await http().get('/api/comments/manage').set(adminA.auth).expect(200)).body.result;
      expect(manage.content.map((x: { commentId: number }) => x.commentId)).toContain(c2.commentId);
      await http().get('/api/comments/manage').set(memberA.auth).expect(403);
      await http().delete(`/api/comments/${c2.commentId}`).set(adminA.auth).expect(200);
      expect((await http().get(`/api/comments?cntntsId=${mapId}`).expect(200)).body.result.totalElements).toBe(1);
    });

    it('takes one review per member with a 1–5 score and summarizes them', async () => {
      await http().post('/api/review').set(memberB.auth).send({ cntntsId: mapId, score: 6, reviewCn: '최고' }).expect(400);
      const r1 = (
        await http().post('/api/review').set(memberB.auth).send({ cntntsId: mapId, score: 5, reviewCn: '최고' }).expect(201)
      ).body.result;
      await http().post('/api/review').set(memberB.auth).send({ cntntsId: mapId, score: 4, reviewCn: '또' }).expect(409);
      await http().post('/api/review').set(memberA.auth).send({ cntntsId: mapId, score: 2, reviewCn: '보통' }).expect(201);
      const summary = (await http().get(`/api/review/summary?cntntsId=${mapId}`).set(memberB.auth).expect(200)).body.result;
      expect(summary).toMatchObject({ reviewCnt: 2, scoreAvg: 3.5, myReview: { reviewId: r1.reviewId, score: 5 } });
      expect((await http().get(`/api/review/summary?cntntsId=${mapId}`).expect(200)).body.result.myReview).toBeNull();
      await http().put(`/api/review/${r1.reviewId}`).set(memberA.auth).send({ score: 1, reviewCn: 'x' }).expect(403);
      await http().put(`/api/review/${r1.reviewId}`).set(memberB.auth).send({ score: 3, reviewCn: '괜찮음' }).expect(200);
      const list = (await http().get(`/api/review?cntntsId=${mapId}`).expect(200)).body.result;
      expect(list.totalElements).toBe(2);
      await http().delete(`/api/review/${r1.reviewId}`).set(memberA.auth).expect(403);
      await http().delete(`/api/review/${r1.reviewId}`).set(provider.auth).expect(200);
    });

    it('comments on notices; deleting the notice drops them', async () => {
      const notice = (
        await http().post(`/api/instt/${a}/ntcn`).set(adminA.auth).send({ nttSj: `${tag} 공지`, nttCn: '내용' }).expect(201)
      ).body.result;
      await http().post('/api/notice/comments').send({ nttId: notice.nttId, commentCn: '익명' }).expect(401);
      const c = (
        await http().post('/api/notice/comments').set(memberB.auth).send({ nttId: notice.nttId, commentCn: '확인했습니다' }).expect(201)
      ).body.result;
      expect(c).toMatchObject({ cntntsTyCode: 'NTT', cntntsId: String(notice.nttId) });
      expect((await http().get(`/api/notice/comments?nttId=${notice.nttId}`).expect(200)).body.result.totalElements).toBe(1);
      await http().get('/api/notice/comments?nttId=99999999').expect(404);
      // A content comment id is not a notice comment.
      await http().put(`/api/comments/${c.commentId}`).set(memberB.auth).send({ commentCn: 'x' }).expect(404);
      await http().delete(`/api/instt/${a}/ntcn/${notice.nttId}`).set(adminA.auth).expect(200);
      const left = await f.db.query(`SELECT count(*)::int AS n FROM cntnts_comment WHERE comment_id = $1`, [c.commentId]);
      expect(left[0].n).toBe(0);
    });
  });

  describe('my page (/mypage/activity, /mypage/comments, /mypage/qna)', () => {
    it('lists what I wrote, newest first', async () => {
      const me = await f.actor(a, 12);
      await http().get('/api/mypage/activity').expect(401);
      const inq = (
        await http().post('/api/main/inquiry').set(me.auth).send({ inqrySj: `${tag} 내 문의`, inqryCn: '내용' }).expect(201)
      ).body.result;
      const q = (await http().post('/api/qna').set(me.auth).send({ qnaSj: `${tag} 내 질문`, qnaCn: '질문' }).expect(201)).body
        .result;
      const ans = (await http().post(`/api/qna/${q.qnaId}/answers`).set(me.auth).send({ answerCn: '자답' }).expect(201)).body.result;
      const notice = (
        await http().post(`/api/instt/${a}/ntcn`).set(adminA.auth).send({ nttSj: `${tag} 공지2`, nttCn: '내용' }).expect(201)
      ).body.result;
      const c = (
        await http().post('/api/notice/comments').set(me.auth).send({ nttId: notice.nttId, commentCn: '내 댓글' }).expect(201)
      ).body.result;

      const activity = (await http().get('/api/mypage/activity').set(me.auth).expect(200)).body.result;
      expect(activity.totalElements).toBe(4);
      expect(activity.content.map((x: { activityTy: string; activityId: number }) => [x.activityTy, x.activityId])).toEqual([
        ['COMMENT', c.commentId],
        ['QNA_ANSWER', ans.answerId],
        ['QNA', q.qnaId],
        ['INQUIRY', inq.inqryId],
      ]);
      expect(activity.content[0]).toMatchObject({ cntntsTyCode: 'NTT', targetId: String(notice.nttId), activitySj: '내 댓글' });
      expect(activity.content[1]).toMatchObject({ activitySj: `${tag} 내 질문`, targetId: String(q.qnaId) });
      const onlyQna = (await http().get('/api/mypage/activity?activityTy=QNA').set(me.auth).expect(200)).body.result;
      expect(onlyQna.totalElements).toBe(1);
      expect((await http().get('/api/mypage/comments').set(me.auth).expect(200)).body.result.content[0].commentId).toBe(c.commentId);
      expect((await http().get('/api/mypage/qna').set(me.auth).expect(200)).body.result.content[0].qnaId).toBe(q.qnaId);
    });
  });
});
