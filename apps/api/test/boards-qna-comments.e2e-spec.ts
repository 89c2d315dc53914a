import { Factories } from './support/factories';
import { boardsSuite, type Actor } from './support/boards.suite';

describe('Boards: inquiries, captcha, Q&A, comments, reviews, my page activity', () => {
  const suite = boardsSuite();
  const { tag, http } = suite;
  let f: Factories;
  let a: string;
  let b: string;
  let provider: Actor;
  let adminA: Actor;
  let memberA: Actor;
  let editorA: Actor;
  let memberB: Actor;
  beforeAll(() => {
    ({ f, a, b, provider, adminA, memberA, editorA, memberB } = suite);
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
