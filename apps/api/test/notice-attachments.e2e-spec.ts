import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NOTICE_ATTACHMENT_MAX_FILES, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
type NoticeFile = { fileOrdr: number; orignlFileNm: string; fileSize: number; fileMime: string };
type Notice = { nttId: number; atchmnflId: string | null; files: NoticeFile[] };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TEXT = Buffer.from('점검 일정표\n2026-03-04 02:00~04:00\n');

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Notice attachments', () => {
  let app: INestApplication;
  let f: Factories;
  let db: DataSource;
  let storage: string;
  let instt: string;
  let other: string;
  let admin: Actor;
  let admin2: Actor;
  let otherAdmin: Actor;
  let provider: Actor;

  const http = () => request(app.getHttpServer());
  const upload = async (who: Actor, files: Array<{ bytes: Buffer; name: string }>): Promise<string> => {
    const req = http().post('/api/attachments').set(who.auth);
    for (const file of files) req.attach('files', file.bytes, file.name);
    return ((await req.expect(201)).body.result as { atchmnflId: string }).atchmnflId;
  };
  const storedFiles = () => {
    const dir = path.join(storage, 'attachments');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    storage = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-notice-files-'));
    process.env.STORAGE_DIR = storage;
    app = await createTestApp();
    db = app.get(DataSource);
    f = new Factories(app);
    instt = (await f.newInstitution()).insttCode;
    other = (await f.newInstitution()).insttCode;
    admin = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    admin2 = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    otherAdmin = await f.actor(other, USER_SE_CODES.INSTT_ADMIN);
    provider = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.PROVIDER_ADMIN);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(storage, { recursive: true, force: true });
  });

  it('puts uploaded files on an institution notice; anyone downloads each one with its name', async () => {
    const atchmnflId = await upload(admin, [
      { bytes: PDF, name: '점검 안내문.pdf' },
      { bytes: TEXT, name: 'schedule.txt' },
    ]);
    const created = (
      await http()
        .post(`/api/instt/${instt}/ntcn`)
        .set(admin.auth)
        .send({ nttSj: '정기 점검 안내', nttCn: '<p>첨부를 확인하세요</p>', atchmnflId })
        .expect(201)
    ).body.result as Notice;
    expect(created.atchmnflId).toBe(atchmnflId);
    expect(created.files).toEqual([
      { fileOrdr: 1, orignlFileNm: '점검 안내문.pdf', fileSize: PDF.length, fileMime: 'application/pdf' },
      {
        fileOrdr: 2,
        orignlFileNm: 'schedule.txt',
        fileSize: TEXT.length,
        fileMime: 'text/plain; charset=utf-8',
      },
    ]);

    // The list (read by the institution's members) carries the files too.
    const list = (await http().get(`/api/instt/${instt}/ntcn`).set(admin.auth).expect(200)).body.result
      .content as Notice[];
    expect(list.find((n) => n.nttId === created.nttId)?.files).toHaveLength(2);

    const pdf = await http()
      .get(`/api/notices/${created.nttId}/files/1`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('점검 안내문.pdf')}`,
    );
    expect((pdf.body as Buffer).equals(PDF)).toBe(true);
    const txt = await http()
      .get(`/api/notices/${created.nttId}/files/2`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((txt.body as Buffer).equals(TEXT)).toBe(true);

    const missing = await http().get(`/api/notices/${created.nttId}/files/3`).expect(404);
    expect(missing.body.message).toBe('첨부파일을 찾을 수 없습니다.');
    await http().get(`/api/notices/999999999/files/1`).expect(404);
  });

  it("refuses a group that is not the caller's or already on another notice", async () => {
    const atchmnflId = await upload(otherAdmin, [{ bytes: PDF, name: 'a.pdf' }]);
    const res = await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '남의 첨부', atchmnflId })
      .expect(403);
    expect(res.body.message).toBe('직접 올린 첨부파일만 공지사항에 붙일 수 있습니다.');

    const mine = await upload(admin, [{ bytes: PDF, name: 'b.pdf' }]);
    await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '첫 공지', atchmnflId: mine })
      .expect(201);
    await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '둘째 공지', atchmnflId: mine })
      .expect(403);

    await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '없는 첨부', atchmnflId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: 'x', atchmnflId: 'nope' })
      .expect(400);
  });

  it('limits a notice to 5 files with a clear message', async () => {
    const files = Array.from({ length: NOTICE_ATTACHMENT_MAX_FILES + 1 }, (_, i) => ({
      bytes: PDF,
      name: `f${i}.pdf`,
    }));
    const atchmnflId = await upload(admin, files);
    const res = await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '파일이 많은 공지', atchmnflId })
      .expect(400);
    expect(res.body.message).toBe('공지사항에는 파일을 5개까지 첨부할 수 있습니다.');
    expect(res.body.result).toEqual([
      { field: 'atchmnflId', message: '공지사항에는 파일을 5개까지 첨부할 수 있습니다.' },
    ]);
    const en = await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .set('Accept-Language', 'en')
      .send({ nttSj: 'many files', atchmnflId })
      .expect(400);
    expect(en.body.message).toBe('A notice can carry up to 5 files.');
  });

  it('limits the total size to 50 MB', async () => {
    // Three files of 20 MB each (the largest one upload accepts): 60 MB together.
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 - 9, 0x20)]);
    const atchmnflId = await upload(admin, [
      { bytes: big, name: '1.pdf' },
      { bytes: big, name: '2.pdf' },
      { bytes: big, name: '3.pdf' },
    ]);
    const res = await http()
      .post(`/api/instt/${instt}/ntcn`)
      .set(admin.auth)
      .send({ nttSj: '큰 파일 공지', atchmnflId })
      .expect(400);
    expect(res.body.message).toBe('공지사항 첨부파일은 모두 합쳐 50MB까지 올릴 수 있습니다.');
  });

  it('keeps the group when another admin edits, replaces it on request and deletes it with the notice', async () => {
    const first = await upload(admin, [{ bytes: PDF, name: 'first.pdf' }]);
    const notice = (
      await http()
        .post(`/api/instt/${instt}/ntcn`)
        .set(admin.auth)
        .send({ nttSj: '교체 공지', atchmnflId: first })
        .expect(201)
    ).body.result as Notice;
    const before = storedFiles().length;

    // Another admin of the institution edits and keeps the notice's own group.
    const kept = (
      await http()
        .put(`/api/instt/${instt}/ntcn/${notice.nttId}`)
        .set(admin2.auth)
        .send({ nttSj: '교체 공지 (수정)', atchmnflId: first })
        .expect(200)
    ).body.result as Notice;
    expect(kept.files.map((x) => x.orignlFileNm)).toEqual(['first.pdf']);

    // A new group replaces the old one, whose files are deleted.
    const second = await upload(admin2, [{ bytes: TEXT, name: 'second.txt' }]);
    const replaced = (
      await http()
        .put(`/api/instt/${instt}/ntcn/${notice.nttId}`)
        .set(admin2.auth)
        .send({ nttSj: '교체 공지', atchmnflId: second })
        .expect(200)
    ).body.result as Notice;
    expect(replaced.files.map((x) => x.orignlFileNm)).toEqual(['second.txt']);
    expect(await db.query(`SELECT 1 FROM atchmnfl WHERE atchmnfl_id = $1`, [first])).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);

    await http().delete(`/api/instt/${instt}/ntcn/${notice.nttId}`).set(admin.auth).expect(200);
    expect(await db.query(`SELECT 1 FROM atchmnfl WHERE atchmnfl_id = $1`, [second])).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before - 1);
    await http().get(`/api/notices/${notice.nttId}/files/1`).expect(404);
  });

  it('works for provider notices too; an absent atchmnflId on PUT removes the attachments', async () => {
    const group = await upload(provider, [{ bytes: PDF, name: '전체 공지.pdf' }]);
    const notice = (
      await http()
        .post('/api/notices')
        .set(provider.auth)
        .send({ nttSj: '전체 공지', atchmnflId: group })
        .expect(201)
    ).body.result as Notice;
    const got = (await http().get(`/api/notices/${notice.nttId}`).expect(200)).body.result as Notice;
    expect(got.files).toHaveLength(1);
    await http().get(`/api/notices/${notice.nttId}/files/1`).expect(200);
    const cleared = (
      await http()
        .put(`/api/notices/${notice.nttId}`)
        .set(provider.auth)
        .send({ nttSj: '전체 공지' })
        .expect(200)
    ).body.result as Notice;
    expect(cleared).toMatchObject({ atchmnflId: null, files: [] });
    expect(await db.query(`SELECT 1 FROM atchmnfl WHERE atchmnfl_id = $1`, [group])).toHaveLength(0);
    await http().delete(`/api/notices/${notice.nttId}`).set(provider.auth).expect(200);
  });
});
