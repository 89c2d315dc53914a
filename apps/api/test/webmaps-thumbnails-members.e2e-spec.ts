import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import { Institution } from '../src/modules/directory/institution.entity';
import { encrypt } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { webmapsSuite, DATA, type Actor } from './support/webmaps.suite';

describe('web maps: CRUD, validation, access, lists and thumbnails', () => {
  const suite = webmapsSuite();
  const { tag, http, db, storage, customLayer, create, shareMap } = suite;
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let sameInstt: Actor;
  let insttAdmin: Actor;
  let other: Actor;
  let pointLyr: string;
  let polygonLyr: string;
  beforeAll(() => {
    ({ app, f, owner, sameInstt, insttAdmin, other, pointLyr, polygonLyr } = suite);
  });

  describe('thumbnails', () => {
    const thumbFile = (stored: string) => path.join(storage(), stored);
    const storedPath = async (userMapId: string): Promise<string | null> =>
      (await db().query(`SELECT thumbnail_path FROM user_map WHERE user_map_id = $1`, [userMapId]))[0].thumbnail_path;

    it('stores a PNG under the thumbnail rules, serves it to viewers, replaces and removes it', async () => {
      const userMapId = await create(owner);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(404);
      const put = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      expect(put.body.result).toMatch(new RegExp(`^/api/webmap/${userMapId}/thumbnail\\?v=\\d+&exp=\\d+&sig=[\\w-]+$`));
      const first = await storedPath(userMapId);
      expect(first).toMatch(/^webmaps\/thumbnails\/[0-9a-f]{32}\.png$/);
      expect(fs.existsSync(thumbFile(first as string))).toBe(true);
      const image = await http().get(put.body.result).set(owner.auth).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, fs.readFileSync(path.join(DATA, 'thumb_ok.png')))).toBe(0);
      const detail = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      expect(detail.thumbnailUrl).toBe(put.body.result);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(other.auth).expect(403);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(insttAdmin.auth).expect(200);
      // The signed address loads without a token (an <img src>); a tampered one does not.
      await http().get(detail.thumbnailUrl).buffer(true).expect(200);
      await http().get(`${detail.thumbnailUrl}x`).expect(403);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).expect(403);

      // Replacing removes the previous file.
      await http().post(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png'), 'again.PNG').expect(200);
      const second = await storedPath(userMapId);
      expect(second).not.toBe(first);
      expect(fs.existsSync(thumbFile(first as string))).toBe(false);
      expect(fs.existsSync(thumbFile(second as string))).toBe(true);

      await http().delete(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(200);
      expect(await storedPath(userMapId)).toBeNull();
      expect(fs.existsSync(thumbFile(second as string))).toBe(false);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(404);
    });

    it('refuses other types (415), large files (413), missing files (400) and non-editors (403), storing nothing', async () => {
      const userMapId = await create(owner);
      const gif = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', Buffer.from('GIF89a'), 'a.gif').expect(415);
      expect(gif.body.message).toBe('png, jpg, jpeg 파일을 선택해 주세요.');
      // Named .png, but not an image: checked by content.
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'bad_dxf_named.png')).expect(415);
      const big = Buffer.concat([fs.readFileSync(path.join(DATA, 'thumb_ok.png')), Buffer.alloc(1024 * 1024 + 10)]);
      const large = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', big, 'big.png').expect(413);
      expect(large.body.message).toContain('1MB');
      const missing = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).field('x', '1').expect(400);
      expect(missing.body.result).toEqual([{ field: 'file', message: '썸네일 파일을 선택해 주세요.' }]);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(sameInstt.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(403);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).attach('file', path.join(DATA, 'thumb_ok.png')).expect(401);
      expect(await storedPath(userMapId)).toBeNull();
      // The request folders of refused uploads are gone.
      const tmp = path.join(storage(), 'tmp');
      expect(fs.existsSync(tmp) ? fs.readdirSync(tmp).filter((d) => d.startsWith('layer-')) : []).toEqual([]);
    });
  });

  describe('deleting', () => {
    it('removes the map, its TOC, its share entries and its thumbnail file (owner or admins only)', async () => {
      const userMapId = await create(owner);
      await shareMap(userMapId, 3, sameInstt.user.userId);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      const [{ thumbnail_path: thumb }] = await db().query(`SELECT thumbnail_path FROM user_map WHERE user_map_id = $1`, [userMapId]);
      await http().delete(`/api/webmap/${userMapId}`).set(sameInstt.auth).expect(403);
      const res = await http().delete(`/api/webmap/${userMapId}`).set(owner.auth).expect(200);
      expect(res.body).toMatchObject({ code: 200, result: null });
      expect((await db().query(`SELECT count(*)::int AS n FROM user_map WHERE user_map_id = $1`, [userMapId]))[0].n).toBe(0);
      expect((await db().query(`SELECT count(*)::int AS n FROM user_map_toc WHERE user_map_id = $1`, [userMapId]))[0].n).toBe(0);
      expect((await db().query(`SELECT count(*)::int AS n FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [userMapId]))[0].n).toBe(0);
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(false);
      await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(404);
      // The layers stay.
      await http().get(`/api/layers/${pointLyr}`).set(owner.auth).expect(200);
    });

    it('an institution admin may delete a member\'s map', async () => {
      const userMapId = await create(owner);
      await http().delete(`/api/webmap/${userMapId}`).set(insttAdmin.auth).expect(200);
      await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(404);
    });

    it('a deleted layer leaves the TOC of every map; the map still opens', async () => {
      const doomed = await customLayer(owner, `${tag} 지울 레이어`, 'point', 'name');
      const userMapId = await create(owner, {
        toc: [
          { lyrGroupSeCode: '01', tocNm: '그룹', children: [{ lyrGroupSeCode: '02', tocNm: '지울 것', lyrId: doomed }] },
          { lyrGroupSeCode: '02', tocNm: '남을 것', lyrId: polygonLyr },
        ],
      });
      await http().delete(`/api/layers/${doomed}`).set(owner.auth).expect(200);
      const read = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      expect(read.toc.map((e: { tocNm: string; children: unknown[] }) => [e.tocNm, e.children.length])).toEqual([
        ['그룹', 0],
        ['남을 것', 0],
      ]);
    });
  });

  describe('members and institutions', () => {
    async function institutionWithMaster(): Promise<{ code: string; master: Actor }> {
      const instt = await f.newInstitution();
      const master = await f.actor(instt.insttCode, USER_SE_CODES.INSTT_ADMIN);
      await db().getRepository(Institution).update({ insttCode: instt.insttCode }, { masterUserId: master.user.userId, creatmanId: master.user.userId });
      return { code: instt.insttCode, master };
    }
    const mapRow = async (userMapId: string) =>
      (await db().query(`SELECT instt_code, register_id FROM user_map WHERE user_map_id = $1`, [userMapId]))[0];
    const emptyMap = (by: Actor, title: string) =>
      http()
        .post('/api/webmap')
        .set(by.auth)
        .send({ userMapSj: title, bcrnMapId: null, view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc: [] })
        .expect(201)
        .then((res) => res.body.result.userMapId as string);

    it('counts the institution\'s maps in its contents', async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      await emptyMap(member, `${tag} 하나`);
      await emptyMap(c.master, `${tag} 둘`);
      const res = await http().get(`/api/instt/${c.code}/contents/count`).set(c.master.auth).expect(200);
      expect(res.body.result.mapCnt).toBe(2);
    });

    it('a removed member\'s maps stay with the institution, owned by its master', async () => {
      const c = await institutionWithMaster();
      const leaving = await f.actor(c.code, USER_SE_CODES.EDITOR);
      const colleague = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const userMapId = await emptyMap(leaving, `${tag} 남는 지도`);
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
         VALUES ('MAP', $1, 1, 3, $2, $3, $3)`,
        [userMapId, colleague.user.userId, leaving.user.userId],
      );
      await http().delete(`/api/instt/${c.code}/constituents/${leaving.user.userId}`).set(c.master.auth).expect(200);
      expect(await mapRow(userMapId)).toEqual({ instt_code: c.code, register_id: c.master.user.userId });
      const [share] = await db().query(`SELECT owner_id FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [userMapId]);
      expect(share.owner_id).toBe(c.master.user.userId);
      // The share still reaches the colleague; the former owner (now in openBiz, re-issued token) no longer sees the map.
      await http().get(`/api/webmap/${userMapId}`).set(colleague.auth).expect(200);
      const moved = await f.tokenFor({ ...leaving.user, insttCode: 'openbiz', userSeCode: USER_SE_CODES.MEMBER });
      await http().get(`/api/webmap/${userMapId}`).set({ Authorization: `Bearer ${moved}` }).expect(403);
    });

    it('a withdrawing institution\'s members keep their maps: the maps move with them to openBiz', async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const userMapId = await emptyMap(member, `${tag} 따라가는 지도`);
      await http()
        .post(`/api/instt/${c.code}/withdraw`)
        .set(c.master.auth)
        .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
        .expect(200);
      expect(await mapRow(userMapId)).toEqual({ instt_code: 'openbiz', register_id: member.user.userId });
    });
  });
});
