import fs from 'node:fs';
import path from 'node:path';
import { Institution } from '../src/modules/directory/institution.entity';
import { Factories } from './support/factories';
import { institutionsSuite, DATA, type Actor } from './support/institutions.suite';

describe('institutions', () => {
  const suite = institutionsSuite();
  const { http, db, row, institution } = suite;
  let f: Factories;
  let provider: Actor;
  beforeAll(() => {
    ({ f, provider } = suite);
  });

  it('lists institutions for the provider admin: paged, searched, filtered, sorted, with member counts', async () => {
    const tag = `lst${Date.now().toString(36).slice(-4)}`;
    const a = await institution({ insttCode: `${tag}-a`, insttNm: `가나 ${tag}` });
    await f.actor(a.code, 12);
    await f.actor(a.code, 13, { userSttus: 'withdrawn' });
    const b = await institution({ insttCode: `${tag}-b`, insttNm: `다라 ${tag}`, insttSttusCode: 'PAUSED' });
    await db().getRepository(Institution).update({ insttCode: b.code }, { deleteAt: 'Y' });
    const res = await http().get(`/api/instt?searchNm=${tag}&sort=memberCnt&direction=DESC`).set(provider.auth).expect(200);
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ totalElements: 2, pageIndex: 1, pageSize: 10, last: true });
    expect(res.body.result.content[0]).toEqual({
      insttCode: a.code,
      insttNm: `가나 ${tag}`,
      planCode: '000001',
      insttSttusCode: 'NORMAL',
      deleteAt: 'N',
      creatDt: expect.any(String),
      masterUserId: a.master.user.userId,
      memberCnt: 2,
    });
    const byName = await http()
      .get(`/api/instt?searchNm=${encodeURIComponent(`다라 ${tag}`)}`)
      .set(provider.auth)
      .expect(200);
    expect(byName.body.result.content.map((r: { insttCode: string }) => r.insttCode)).toEqual([b.code]);
    const deleted = await http().get(`/api/instt?searchNm=${tag}&deleteAt=Y&insttSttusCode=PAUSED`).set(provider.auth).expect(200);
    expect(deleted.body.result.content).toHaveLength(1);
    const paged = await http().get(`/api/instt?searchNm=${tag}&pageSize=1&pageIndex=2&sort=insttCode&direction=ASC`).set(provider.auth).expect(200);
    expect(paged.body.result).toMatchObject({
      totalElements: 2,
      last: true,
      content: [{ insttCode: b.code }],
    });
    const badSort = await http().get('/api/instt?sort=instt_nm;drop').set(provider.auth).expect(400);
    expect(badSort.body.result[0].field).toBe('sort');
    await http().get('/api/instt').set(a.master.auth).expect(403);
    await http().get('/api/instt').expect(401);
  });

  it('creates an institution (provider admin) with the code and name rules, sealing telephone and address', async () => {
    const code = `new-${Date.now().toString(36)}`;
    const body = {
      insttCode: code,
      insttNm: `새 기관 ${code}`,
      insttTel: '02-1234-5678',
      insttAddr: '서울시 중구 세종대로 110',
    };
    const created = await http().post('/api/instt').set(provider.auth).send(body).expect(201);
    expect(created.body.result).toMatchObject({
      insttCode: code,
      insttUrl: `/${code}`,
      insttTel: '02-1234-5678',
      planCode: '000001',
      creatmanId: provider.user.userId,
    });
    const raw = await row(code);
    expect(raw.instt_tel_encpt).not.toContain('1234');
    expect(raw.instt_addr_encpt).not.toContain('세종');
    const dupCode = await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttNm: '다른 이름' })
      .expect(409);
    expect(dupCode.body.message).toBe('이미 사용 중인 기관 코드입니다.');
    const dupName = await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttCode: `${code}x`, insttNm: body.insttNm })
      .expect(409);
    expect(dupName.body.message).toBe('이미 사용 중인 기관명입니다.');
    const reserved = await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttCode: 'gallery', insttNm: '갤러리 기관' })
      .expect(400);
    expect(reserved.body).toMatchObject({
      message: '사용할 수 없는 기관 코드입니다.',
      result: [{ field: 'insttCode' }],
    });
    await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttCode: 'exists', insttNm: '엑시스츠' })
      .expect(400);
    await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttCode: 'Bad_Code', insttNm: '형식 오류' })
      .expect(400);
    const banned = await http()
      .post('/api/instt')
      .set(provider.auth)
      .send({ ...body, insttCode: `${code}y`, insttNm: 'Sample 기관' })
      .expect(422);
    expect(banned.body.message).toBe("'sample'은(는) 이름에 사용할 수 없는 단어입니다.");
    const admin = await f.actor(code, 14);
    await http()
      .post('/api/instt')
      .set(admin.auth)
      .send({ ...body, insttCode: `${code}z` })
      .expect(403);
  });

  it('answers whether a code or a name is taken, like /users/id/exists', async () => {
    const a = await institution();
    const taken = await http().get(`/api/instt/exists?insttCode=${a.code}`).expect(200);
    expect(taken.body.result).toEqual({ exists: true, message: '이미 사용 중입니다.' });
    const free = await http().get('/api/instt/exists?insttCode=free-code-zz').set('Accept-Language', 'en').expect(200);
    expect(free.body.result).toEqual({ exists: false, message: 'Available.' });
    const name = (await row(a.code)).instt_nm as string;
    expect(
      (
        await http()
          .get(`/api/instt/exists?insttNm=${encodeURIComponent(name.toUpperCase())}`)
          .expect(200)
      ).body.result.exists,
    ).toBe(true);
    await http().get('/api/instt/exists').expect(400);
    await http().get(`/api/instt/exists?insttCode=${a.code}&insttNm=x`).expect(400);
    await http().get('/api/instt/exists?insttCode=admin').expect(400);
  });

  it('shows the public panel, hides unknown and deleted institutions', async () => {
    const a = await institution();
    const res = await http().get(`/api/instt/${a.code}`).expect(200);
    expect(res.body.result).toEqual({
      creatDt: expect.any(String),
      creatmanId: a.master.user.userId,
      insttCode: a.code,
      insttNm: `기관 ${a.code}`,
      imageCn: null,
      thumbnail: null,
      insttUrl: null,
    });
    await http().get('/api/instt/no-such-instt').expect(404);
    await db().getRepository(Institution).update({ insttCode: a.code }, { deleteAt: 'Y' });
    const gone = await http().get(`/api/instt/${a.code}`).expect(404);
    expect(gone.body.message).toBe('기관 정보를 찾을 수 없습니다.');
  });

  it('gives admins the decrypted detail and lets them update it (banned words, unique name, sealed columns)', async () => {
    const a = await institution();
    const other = await institution();
    const update = {
      insttNm: `수정된 기관 ${a.code}`,
      insttTel: '031-987-6543',
      insttAddr: '경기도 수원시 팔달구',
      insttUrl: 'https://example.org/a',
    };
    const put = await http().put(`/api/instt/${a.code}`).set(a.master.auth).send(update).expect(200);
    expect(put.body.result).toMatchObject({
      ...update,
      masterUserId: a.master.user.userId,
      masterUserNm: a.master.user.userNm,
    });
    const raw = await row(a.code);
    expect(raw.instt_tel_encpt).toMatch(/^v1\./);
    expect(raw.instt_tel_encpt).not.toContain('987');
    expect(raw.instt_addr_encpt).not.toContain('수원');
    const detail = await http().get(`/api/instt/${a.code}/detail`).set(provider.auth).expect(200);
    expect(detail.body.result).toMatchObject({
      insttTel: '031-987-6543',
      insttAddr: '경기도 수원시 팔달구',
      insttSttusCode: 'NORMAL',
      deleteAt: 'N',
    });
    const banned = await http().put(`/api/instt/${a.code}`).set(a.master.auth).send({ insttNm: '테스트 기관' }).expect(422);
    expect(banned.body.result[0].field).toBe('insttNm');
    const dup = await http()
      .put(`/api/instt/${a.code}`)
      .set(a.master.auth)
      .send({ insttNm: `기관 ${other.code}` })
      .expect(409);
    expect(dup.body.message).toBe('이미 사용 중인 기관명입니다.');
    await http().put(`/api/instt/${a.code}`).set(a.master.auth).send({ insttUrl: 'javascript:alert(1)' }).expect(400);
    const cleared = await http().put(`/api/instt/${a.code}`).set(a.master.auth).send({ insttTel: null }).expect(200);
    expect(cleared.body.result.insttTel).toBeNull();
    const member = await f.actor(a.code, 12);
    await http().get(`/api/instt/${a.code}/detail`).set(member.auth).expect(403);
    await http().put(`/api/instt/${a.code}`).set(member.auth).send({ insttUrl: '/x' }).expect(403);
  });

  it('sets the institution image by content and size rules, serves it and deletes it', async () => {
    const a = await institution();
    const ok = await http().post(`/api/instt/${a.code}/image`).set(a.master.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
    expect(ok.body.result.imageCn).toMatch(new RegExp(`^/api/instt/${a.code}/image\\?v=`));
    expect(ok.body.result.thumbnail).toBe(ok.body.result.imageCn);
    const panel = await http().get(`/api/instt/${a.code}`).expect(200);
    expect(panel.body.result.imageCn).toBe(ok.body.result.imageCn);
    const img = await http().get(ok.body.result.imageCn).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.body as Buffer, fs.readFileSync(path.join(DATA, 'thumb_ok.png')))).toBe(0);
    const groupId = (await row(a.code)).image_atchmnfl_id as string;
    expect((await db().query(`SELECT orignl_file_nm, file_mime FROM atchmnfl_detail WHERE atchmnfl_id = $1`, [groupId]))[0]).toEqual({
      orignl_file_nm: 'thumb_ok.png',
      file_mime: 'image/png',
    });
    const fake = await http().post(`/api/instt/${a.code}/image`).set(a.master.auth).attach('file', path.join(DATA, 'bad_dxf_named.png')).expect(415);
    expect(fake.body.message).toBe('png, jpg, jpeg 파일을 선택해 주세요.');
    const big = Buffer.concat([fs.readFileSync(path.join(DATA, 'thumb_ok.png')), Buffer.alloc(1048576)]);
    const tooBig = await http().post(`/api/instt/${a.code}/image`).set(a.master.auth).attach('file', big, 'big.png').expect(413);
    expect(tooBig.body.message).toBe('썸네일 용량은 1MB로 제한됩니다. (현재 용량: 1.01MB)');
    await http().delete(`/api/instt/${a.code}/image`).set(a.master.auth).expect(200);
    expect((await http().get(`/api/instt/${a.code}`).expect(200)).body.result.imageCn).toBeNull();
    await http().get(ok.body.result.imageCn).expect(404);
    expect(await db().query(`SELECT 1 FROM atchmnfl WHERE atchmnfl_id = $1`, [groupId])).toHaveLength(0);
  });

  it('tells members the operational status in their language', async () => {
    const a = await institution();
    const member = await f.actor(a.code, 13);
    expect((await http().get(`/api/instt/${a.code}/status`).set(member.auth).expect(200)).body.result).toEqual({
      statusCode: 'NORMAL',
      statusMsg: '정상 운영',
    });
    await http().put(`/api/instt/${a.code}/state`).set(provider.auth).send({ insttSttusCode: 'BILLING' }).expect(200);
    const en = await http().get(`/api/instt/${a.code}/status`).set(member.auth).set('Accept-Language', 'en').expect(200);
    expect(en.body.result).toEqual({ statusCode: 'BILLING', statusMsg: 'Billing in progress' });
    await http().put(`/api/instt/${a.code}/state`).set(provider.auth).send({ insttSttusCode: 'PAUSED' }).expect(200);
    expect((await http().get(`/api/instt/${a.code}/status`).set(provider.auth).expect(200)).body.result.statusMsg).toBe('일시 정지');
  });
});
