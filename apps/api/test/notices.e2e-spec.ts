import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };
type Actor = { user: { userId: string; insttCode: string }; auth: Auth };
type Notice = {
  nttId: number;
  insttCode: string | null;
  nttSj: string;
  nttCn: string;
  popupAt: 'Y' | 'N';
  popupBeginDt: string | null;
  popupEndDt: string | null;
  rdcnt: number;
  registerId: string;
};

describe('Notices: provider (/notices) and institution (/instt/{insttCode}/ntcn)', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let provider: Actor;
  let adminA: Actor;
  let memberA: Actor;
  let editorA: Actor;
  let adminB: Actor;
  const tag = `nt${Date.now().toString(36)}`;

  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
    adminA = await f.actor(a, 14);
    memberA = await f.actor(a, 12);
    editorA = await f.actor(a, 11);
    adminB = await f.actor(b, 14);
  });
  afterAll(async () => {
    await setClock(app, null);
    await app.close();
  });

  describe('provider notices', () => {
    it('lets only provider admins write; anyone reads', async () => {
      const body = { nttSj: `${tag} 점검 안내`, nttCn: '<p>서비스 점검</p>' };
      await http().post('/api/notices').send(body).expect(401);
      for (const who of [adminA, memberA, editorA])
        await http().post('/api/notices').set(who.auth).send(body).expect(403);
      const created = (await http().post('/api/notices').set(provider.auth).send(body).expect(201)).body
        .result as Notice;
      expect(created).toMatchObject({
        insttCode: null,
        nttSj: body.nttSj,
        nttCn: '<p>서비스 점검</p>',
        popupAt: 'N',
        rdcnt: 0,
      });
      expect(created.registerId).toBe(provider.user.userId);

      const got = (await http().get(`/api/notices/${created.nttId}`).expect(200)).body;
      expect(got.code).toBe(200);
      expect(got.result.nttSj).toBe(body.nttSj);

      await http().put(`/api/notices/${created.nttId}`).set(adminA.auth).send({ nttSj: 'x' }).expect(403);
      await http().delete(`/api/notices/${created.nttId}`).set(adminA.auth).expect(403);
      const updated = (
        await http()
          .put(`/api/notices/${created.nttId}`)
          .set(provider.auth)
          .send({ nttSj: `${tag} 바뀐 제목` })
          .expect(200)
      ).body.result as Notice;
      expect(updated).toMatchObject({ nttSj: `${tag} 바뀐 제목`, nttCn: '' });
      await http().delete(`/api/notices/${created.nttId}`).set(provider.auth).expect(200);
      await http().get(`/api/notices/${created.nttId}`).expect(404);
      const [{ n }] = (await f.db.query(`SELECT count(*)::int AS n FROM notice WHERE ntt_id = $1`, [
        created.nttId,
      ])) as { n: number }[];
      expect(n).toBe(0);
    });

    it('validates the title and the popup window', async () => {
      await http().post('/api/notices').set(provider.auth).send({ nttSj: '' }).expect(400);
      const res = await http()
        .post('/api/notices')
        .set(provider.auth)
        .send({ nttSj: `${tag} 팝업`, popupAt: 'Y' })
        .expect(400);
      expect(res.body.code).toBe(400);
      await http()
        .post('/api/notices')
        .set(provider.auth)
        .send({
          nttSj: `${tag} 팝업`,
          popupAt: 'Y',
          popupBeginDt: '2030-01-02T00:00:00Z',
          popupEndDt: '2030-01-01T00:00:00Z',
        })
        .expect(400);
    });

    it('sanitizes the content on the server with an allow-list', async () => {
      const dirty =
        '<p onclick="x()">안녕 <b>굵게</b> <a href="javascript:alert(1)">나쁜</a> <a href="https://nuri.example/a" target="_blank">좋은</a></p>' +
        '<script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="그림"><img src="jav&#x61;script:alert(3)">' +
        '<iframe src="https://evil.example"></iframe><ul><li>하나</li></ul><style>p{}</style><custom>텍스트</custom> 1 < 2';
      const created = (
        await http()
          .post('/api/notices')
          .set(provider.auth)
          .send({ nttSj: `${tag} 정화`, nttCn: dirty })
          .expect(201)
      ).body.result as Notice;
      const html = created.nttCn;
      expect(html).not.toMatch(/script/i);
      expect(html).not.toMatch(/onerror|onclick/i);
      expect(html).not.toMatch(/iframe|<style|<custom/i);
      expect(html).toContain('<b>굵게</b>');
      expect(html).toContain('<ul><li>하나</li></ul>');
      expect(html).toContain(
        '<a href="https://nuri.example/a" target="_blank" rel="noopener noreferrer">좋은</a>',
      );
      expect(html).toContain('<a>나쁜</a>');
      expect(html).toContain('<img src="x.png" alt="그림">');
      expect(html).toContain('<img>');
      expect(html).toContain('텍스트 1 &lt; 2');
      const [{ cn }] = (await f.db.query(`SELECT ntt_cn AS cn FROM notice WHERE ntt_id = $1`, [
        created.nttId,
      ])) as { cn: string }[];
      expect(cn).toBe(html);
    });

    it('pages and searches, counts, and counts views', async () => {
      for (let i = 1; i <= 3; i += 1)
        await http()
          .post('/api/notices')
          .set(provider.auth)
          .send({ nttSj: `${tag} 페이지 ${i}` })
          .expect(201);
      const page1 = (
        await http()
          .get('/api/notices')
          .query({ searchNm: `${tag} 페이지`, pageSize: 2, pageIndex: 1 })
          .expect(200)
      ).body.result;
      expect(page1).toMatchObject({ totalElements: 3, pageIndex: 1, pageSize: 2, last: false });
      expect(page1.content.map((n: Notice) => n.nttSj)).toEqual([`${tag} 페이지 3`, `${tag} 페이지 2`]);
      const page2 = (
        await http()
          .get('/api/notices')
          .query({ searchNm: `${tag} 페이지`, pageSize: 2, pageIndex: 2 })
          .expect(200)
      ).body.result;
      expect(page2).toMatchObject({ last: true });
      expect(page2.content.map((n: Notice) => n.nttSj)).toEqual([`${tag} 페이지 1`]);

      const [{ n }] = (await f.db.query(
        `SELECT count(*)::int AS n FROM notice WHERE instt_code IS NULL`,
      )) as { n: number }[];
      expect((await http().get('/api/notices/count').expect(200)).body.result).toEqual({ count: n });

      const id = page2.content[0].nttId as number;
      expect((await http().post(`/api/notices/${id}/view-count`).expect(201)).body.result).toEqual({
        rdcnt: 1,
      });
      expect((await http().post(`/api/notices/${id}/view-count`).expect(201)).body.result).toEqual({
        rdcnt: 2,
      });
      expect((await http().get(`/api/notices/${id}`).expect(200)).body.result.rdcnt).toBe(2);
      await http().post('/api/notices/999999999/view-count').expect(404);
    });

    it('answers the popups whose window holds the server clock', async () => {
      const created = (
        await http()
          .post('/api/notices')
          .set(provider.auth)
          .send({
            nttSj: `${tag} 팝업 공지`,
            popupAt: 'Y',
            popupBeginDt: '2031-03-01T00:00:00Z',
            popupEndDt: '2031-03-10T00:00:00Z',
          })
          .expect(201)
      ).body.result as Notice;
      expect(created).toMatchObject({
        popupAt: 'Y',
        popupBeginDt: '2031-03-01T00:00:00.000Z',
        popupEndDt: '2031-03-10T00:00:00.000Z',
      });
      const popupIds = async () =>
        ((await http().get('/api/notices/popup').expect(200)).body.result as Notice[]).map((n) => n.nttId);

      await setClock(app, new Date('2031-02-28T23:00:00Z'));
      expect(await popupIds()).not.toContain(created.nttId);
      await setClock(app, new Date('2031-03-05T00:00:00Z'));
      expect(await popupIds()).toContain(created.nttId);
      await setClock(app, new Date('2031-03-10T01:00:00Z'));
      expect(await popupIds()).not.toContain(created.nttId);

      // Turning the popup off (absent popupAt) removes it from the window.
      await setClock(app, new Date('2031-03-05T00:00:00Z'));
      await http()
        .put(`/api/notices/${created.nttId}`)
        .set(provider.auth)
        .send({ nttSj: created.nttSj })
        .expect(200);
      expect(await popupIds()).not.toContain(created.nttId);
      await setClock(app, null);
    });
  });

  describe('institution notices', () => {
    it("lets the institution's admins and provider admins write, others not; its members read", async () => {
      const body = { nttSj: `${tag} 기관 공지`, nttCn: '<p>안내</p><script>x</script>' };
      await http().post(`/api/instt/${a}/ntcn`).send(body).expect(401);
      await http().post(`/api/instt/${a}/ntcn`).set(memberA.auth).send(body).expect(403);
      await http().post(`/api/instt/${a}/ntcn`).set(editorA.auth).send(body).expect(403);
      await http().post(`/api/instt/${a}/ntcn`).set(adminB.auth).send(body).expect(403);
      const mine = (await http().post(`/api/instt/${a}/ntcn`).set(adminA.auth).send(body).expect(201)).body
        .result as Notice;
      expect(mine).toMatchObject({ insttCode: a, nttCn: '<p>안내</p>' });
      const byProvider = (
        await http()
          .post(`/api/instt/${a}/ntcn`)
          .set(provider.auth)
          .send({ nttSj: `${tag} 운영자 작성` })
          .expect(201)
      ).body.result as Notice;
      expect(byProvider.insttCode).toBe(a);

      const list = (await http().get(`/api/instt/${a}/ntcn`).set(memberA.auth).expect(200)).body.result;
      expect(list.content.map((n: Notice) => n.nttId)).toEqual([byProvider.nttId, mine.nttId]);
      expect(
        (await http().get(`/api/instt/${a}/ntcn/count`).set(editorA.auth).expect(200)).body.result,
      ).toEqual({
        count: 2,
      });
      expect(
        (await http().get(`/api/instt/${a}/ntcn/${mine.nttId}`).set(memberA.auth).expect(200)).body.result
          .nttSj,
      ).toBe(body.nttSj);

      await http()
        .put(`/api/instt/${a}/ntcn/${mine.nttId}`)
        .set(adminB.auth)
        .send({ nttSj: 'x' })
        .expect(403);
      await http().delete(`/api/instt/${a}/ntcn/${mine.nttId}`).set(memberA.auth).expect(403);
      await http()
        .put(`/api/instt/${a}/ntcn/${mine.nttId}`)
        .set(adminA.auth)
        .send({ nttSj: `${tag} 고침` })
        .expect(200);
      await http().delete(`/api/instt/${a}/ntcn/${byProvider.nttId}`).set(adminA.auth).expect(200);
      expect(
        (await http().get(`/api/instt/${a}/ntcn/count`).set(adminA.auth).expect(200)).body.result,
      ).toEqual({
        count: 1,
      });

      // Views of institution notices are counted through the global id.
      expect((await http().post(`/api/notices/${mine.nttId}/view-count`).expect(201)).body.result).toEqual({
        rdcnt: 1,
      });
    });

    it('keeps institutions apart: lists, items, popups and the provider list', async () => {
      const ofA = (
        await http()
          .post(`/api/instt/${a}/ntcn`)
          .set(adminA.auth)
          .send({ nttSj: `${tag} A 전용` })
          .expect(201)
      ).body.result as Notice;
      // B's admin cannot reach A's notice through B's path, nor change it.
      await http().get(`/api/instt/${b}/ntcn/${ofA.nttId}`).set(adminB.auth).expect(404);
      await http()
        .put(`/api/instt/${b}/ntcn/${ofA.nttId}`)
        .set(adminB.auth)
        .send({ nttSj: '가로채기' })
        .expect(404);
      await http().delete(`/api/instt/${b}/ntcn/${ofA.nttId}`).set(adminB.auth).expect(404);
      expect(
        (await http().get(`/api/instt/${b}/ntcn`).set(adminB.auth).expect(200)).body.result.totalElements,
      ).toBe(0);
      // Institution notices are not provider notices, and the reverse.
      await http().get(`/api/notices/${ofA.nttId}`).expect(404);
      const prov = (
        await http()
          .get('/api/notices')
          .query({ searchNm: `${tag} A 전용` })
          .expect(200)
      ).body.result;
      expect(prov.totalElements).toBe(0);

      await http()
        .post(`/api/instt/${a}/ntcn`)
        .set(adminA.auth)
        .send({
          nttSj: `${tag} A 팝업`,
          popupAt: 'Y',
          popupBeginDt: '2032-01-01T00:00:00Z',
          popupEndDt: '2032-01-31T00:00:00Z',
        })
        .expect(201);
      await setClock(app, new Date('2032-01-15T00:00:00Z'));
      const popA = (await http().get(`/api/instt/${a}/ntcn/popup`).set(memberA.auth).expect(200)).body
        .result as Notice[];
      expect(popA.map((n) => n.nttSj)).toEqual([`${tag} A 팝업`]);
      expect(
        (await http().get(`/api/instt/${b}/ntcn/popup`).set(adminB.auth).expect(200)).body.result,
      ).toEqual([]);
      await setClock(app, null);
      expect(
        (await http().get(`/api/instt/${a}/ntcn/popup`).set(memberA.auth).expect(200)).body.result,
      ).toEqual([]);
    });

    it('are read by its members and admins and by provider admins only: 401 anonymously, 403 to others', async () => {
      const notice = (
        await http()
          .post(`/api/instt/${a}/ntcn`)
          .set(adminA.auth)
          .send({
            nttSj: `${tag} 회원 전용`,
            popupAt: 'Y',
            popupBeginDt: '2033-03-01T00:00:00Z',
            popupEndDt: '2033-03-31T00:00:00Z',
          })
          .expect(201)
      ).body.result as Notice;
      const viewerA = await f.actor(a, 13);
      const memberB = await f.actor(b, 12);
      await setClock(app, new Date('2033-03-15T00:00:00Z'));
      const reads = [
        `/api/instt/${a}/ntcn`,
        `/api/instt/${a}/ntcn/count`,
        `/api/instt/${a}/ntcn/popup`,
        `/api/instt/${a}/ntcn/${notice.nttId}`,
      ];
      for (const url of reads) {
        const anonymous = await http().get(url).expect(401);
        expect(anonymous.body).toMatchObject({ code: 401, message: expect.any(String) });
        expect(JSON.stringify(anonymous.body)).not.toContain(`${tag} 회원 전용`);
        for (const other of [memberB, adminB]) {
          const refused = await http().get(url).set(other.auth).expect(403);
          expect(refused.body.code).toBe(403);
          expect(JSON.stringify(refused.body)).not.toContain(`${tag} 회원 전용`);
        }
        for (const reader of [viewerA, memberA, editorA, adminA, provider])
          await http().get(url).set(reader.auth).expect(200);
      }
      const popups = (await http().get(`/api/instt/${a}/ntcn/popup`).set(viewerA.auth).expect(200)).body
        .result as Notice[];
      expect(popups.map((n) => n.nttId)).toContain(notice.nttId);
      await setClock(app, null);
      // The provider's notices stay public.
      await http().get('/api/notices').expect(200);
      await http().get('/api/notices/count').expect(200);
      await http().get('/api/notices/popup').expect(200);
    });

    it('answers 404 for an institution that does not exist', async () => {
      await http()
        .post('/api/instt/no-such-instt/ntcn')
        .set(provider.auth)
        .send({ nttSj: '없음' })
        .expect(404);
    });
  });
});
