import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';
import { bufferOf } from './support/streams';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const read = (name: string) => fs.readFileSync(path.join(DATA, name));

type Actor = Awaited<ReturnType<Factories['actor']>>;
type Upload = { bytes: Buffer; name: string };

/** A zip made of the given text entries (for office packages and plain zips). */
function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return bufferOf(zip.outputStream);
}

/** The entries of a zip: name → content. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

// An HWP 5 file starts as an OLE compound file and names its FileHeader stream.
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HWP = Buffer.concat([OLE, Buffer.alloc(504), Buffer.from('FileHeader', 'utf16le'), Buffer.alloc(100), Buffer.from('HWP Document File')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);

describe('attachments', () => {
  let app: INestApplication;
  let f: Factories;
  let storage: string;
  let instt: string;
  let uploader: Actor;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const upload = (who: Actor, files: Upload[], atchmnflId?: string) => {
    const req = http().post('/api/attachments').set(who.auth);
    if (atchmnflId) req.field('atchmnflId', atchmnflId);
    for (const file of files) req.attach('files', file.bytes, file.name);
    return req;
  };
  const storedFiles = (dir: string) => (fs.existsSync(path.join(storage, dir)) ? fs.readdirSync(path.join(storage, dir)) : []);
  const groupsOf = async (userId: string) =>
    (await db().query(`SELECT count(*)::int AS n FROM atchmnfl WHERE register_id = $1`, [userId]))[0].n as number;

  /** A refused upload leaves no group row, no stored file and no temporary file. */
  async function expectNothingLeft(who: Actor, before: { groups: number; files: number }): Promise<void> {
    expect(await groupsOf(who.user.userId)).toBe(before.groups);
    expect(storedFiles('attachments')).toHaveLength(before.files);
    expect(storedFiles('tmp')).toEqual([]);
  }
  const snapshot = async (who: Actor) => ({
    groups: await groupsOf(who.user.userId),
    files: storedFiles('attachments').length,
  });

  beforeAll(async () => {
    // A storage folder of this file's own, so the checks on disk see only these uploads.
    storage = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-attachments-'));
    process.env.STORAGE_DIR = storage;
    app = await createTestApp();
    f = new Factories(app);
    instt = (await f.newInstitution()).insttCode;
    uploader = await f.actor(instt, USER_SE_CODES.MEMBER);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(storage, { recursive: true, force: true });
  });

  it('stores allowed files checked by content, under random names outside the web root', async () => {
    const docx = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    const res = await upload(uploader, [
      { bytes: read('thumb_ok.png'), name: 'thumb_ok.png' },
      { bytes: Buffer.from('안녕하세요, 누리지도\n'), name: '회의 메모.txt' },
      { bytes: PDF, name: 'report.pdf' },
      { bytes: docx, name: '보고서.docx' },
      { bytes: read('facilities_xy_5186.xlsx'), name: 'facilities_xy_5186.xlsx' },
      { bytes: read('facilities_xy_5186.csv'), name: 'facilities.csv' },
      { bytes: HWP, name: '공문.hwp' },
      { bytes: GIF, name: 'anim.gif' },
      { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), name: 'photo.JPEG' },
    ]).expect(201);
    expect(res.body.code).toBe(201);
    const { atchmnflId, files } = res.body.result;
    expect(atchmnflId).toMatch(/^[0-9a-f-]{36}$/);
    expect(files.map((x: { fileOrdr: number }) => x.fileOrdr)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(files[1]).toEqual({
      fileOrdr: 2,
      orignlFileNm: '회의 메모.txt',
      fileSize: Buffer.byteLength('안녕하세요, 누리지도\n'),
      fileMime: 'text/plain; charset=utf-8',
      registDt: expect.any(String),
    });
    expect(files.map((x: { fileMime: string }) => x.fileMime)).toEqual([
      'image/png',
      'text/plain; charset=utf-8',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
      'application/x-hwp',
      'image/gif',
      'image/jpeg',
    ]);
    const rows = await db().query(`SELECT orignl_file_nm, stre_file_path, file_size FROM atchmnfl_detail WHERE atchmnfl_id = $1 ORDER BY file_ordr`, [
      atchmnflId,
    ]);
    expect(rows).toHaveLength(9);
    for (const r of rows) {
      expect(r.stre_file_path).toMatch(/^attachments\/[0-9a-f]{40}$/);
      expect(fs.statSync(path.join(storage, r.stre_file_path)).size).toBe(Number(r.file_size));
    }
    expect(fs.readFileSync(path.join(storage, rows[0].stre_file_path)).equals(read('thumb_ok.png'))).toBe(true);
    expect(storedFiles('tmp')).toEqual([]);
    await http().post('/api/attachments').attach('files', PDF, 'a.pdf').expect(401);
  });

  it('refuses wrong content behind a right extension, other types and non-UTF-8 text with 415, leaving nothing behind', async () => {
    const before = await snapshot(uploader);
    const cases: Upload[] = [
      { bytes: read('bad_dxf_named.png'), name: 'bad_dxf_named.png' },
      { bytes: read('roads_5186_utf8.zip'), name: 'roads.zip' },
      { bytes: read('facilities_lonlat.csv'), name: 'cp949.csv' },
      {
        bytes: await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }),
        name: 'renamed.xlsx',
      },
      { bytes: await zipOf({ 'readme.txt': 'plain zip' }), name: 'plain.docx' },
      { bytes: Buffer.concat([OLE, Buffer.alloc(600)]), name: 'word97.hwp' },
      { bytes: Buffer.from('MZ\x90\x00\x03'), name: 'setup.exe' },
      { bytes: PDF, name: 'report.txt' },
    ];
    for (const file of cases) {
      const res = await upload(uploader, [{ bytes: read('thumb_ok.png'), name: 'ok.png' }, file]);
      expect([file.name, res.status]).toEqual([file.name, 415]);
    }
    const mismatch = await upload(uploader, [{ bytes: read('bad_dxf_named.png'), name: 'bad_dxf_named.png' }]).expect(415);
    expect(mismatch.body.message).toBe("'bad_dxf_named.png' 파일의 내용이 확장자와 맞지 않습니다.");
    const exe = await upload(uploader, [{ bytes: Buffer.from('MZ'), name: 'setup.exe' }])
      .set('Accept-Language', 'en')
      .expect(415);
    expect(exe.body.message).toBe('Only png, jpg, jpeg, gif, pdf, docx, xlsx, pptx, hwp, txt, csv files can be attached.');
    await expectNothingLeft(uploader, before);
  });

  it('refuses a file over 20 MB with 413 and 11 files with 400, leaving nothing behind', async () => {
    const before = await snapshot(uploader);
    const big = await upload(uploader, [
      { bytes: read('thumb_ok.png'), name: 'first.png' },
      { bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), name: 'big.txt' },
    ]).expect(413);
    expect(big.body.message).toBe('파일 하나의 용량은 20MB로 제한됩니다.');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: PDF, name: `doc${i}.pdf` }));
    const many = await upload(uploader, eleven).expect(400);
    expect(many.body).toMatchObject({
      code: 400,
      message: '파일은 한 번에 10개까지 올릴 수 있습니다.',
      result: [{ field: 'files' }],
    });
    await http().post('/api/attachments').set(uploader.auth).attach('file', PDF, 'a.pdf').expect(400);
    const none = await http().post('/api/attachments').set(uploader.auth).send({}).expect(400);
    expect(none.body).toMatchObject({
      message: '첨부할 파일을 선택해 주세요.',
      result: [{ field: 'files' }],
    });
    await expectNothingLeft(uploader, before);
  });

  it('adds files to a group of your own only, up to 10 in all', async () => {
    const first = await upload(uploader, [{ bytes: PDF, name: 'a.pdf' }]).expect(201);
    const id: string = first.body.result.atchmnflId;
    const more = await upload(
      uploader,
      [
        { bytes: PDF, name: 'b.pdf' },
        { bytes: GIF, name: 'c.gif' },
      ],
      id,
    ).expect(201);
    expect(more.body.result).toMatchObject({
      atchmnflId: id,
      files: [{ fileOrdr: 2, orignlFileNm: 'b.pdf' }, { fileOrdr: 3 }],
    });
    const colleague = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    await upload(colleague, [{ bytes: PDF, name: 'x.pdf' }], id).expect(403);
    await upload(uploader, [{ bytes: PDF, name: 'x.pdf' }], '00000000-0000-4000-8000-000000000000').expect(404);
    await upload(uploader, [{ bytes: PDF, name: 'x.pdf' }], 'not-a-uuid').expect(400);
    const before = await snapshot(uploader);
    const full = await upload(
      uploader,
      Array.from({ length: 8 }, (_, i) => ({ bytes: PDF, name: `n${i}.pdf` })),
      id,
    ).expect(400);
    expect(full.body.message).toBe('첨부파일은 10개까지 등록할 수 있습니다.');
    await expectNothingLeft(uploader, before);
    const list = await http().get(`/api/attachments/${id}`).set(uploader.auth).expect(200);
    expect(list.body.result.files).toHaveLength(3);
  });

  it('lets the uploader, members of their institution and provider admins read; others get 403', async () => {
    const id: string = (await upload(uploader, [{ bytes: PDF, name: 'plan.pdf' }]).expect(201)).body.result.atchmnflId;
    const member = await f.actor(instt, USER_SE_CODES.VIEWER);
    const provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
    const outsider = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.INSTT_ADMIN);
    for (const who of [uploader, member, provider]) {
      const res = await http().get(`/api/attachments/${id}`).set(who.auth).expect(200);
      expect(res.body.result).toEqual({
        atchmnflId: id,
        registerId: uploader.user.userId,
        files: [expect.objectContaining({ fileOrdr: 1, orignlFileNm: 'plan.pdf' })],
      });
    }
    await http().get(`/api/attachments/${id}`).set(outsider.auth).expect(403);
    await http().post(`/api/attachments/${id}/download`).set(outsider.auth).expect(403);
    await http().get('/api/attachments/00000000-0000-4000-8000-000000000000').set(uploader.auth).expect(404);
    await http().get(`/api/attachments/${id}`).expect(401);
    // In openBiz (everyone who signed up alone) only the uploader reads.
    const solo = await f.actor('openbiz', USER_SE_CODES.MEMBER);
    const peer = await f.actor('openbiz', USER_SE_CODES.MEMBER);
    const soloId: string = (await upload(solo, [{ bytes: PDF, name: 'mine.pdf' }]).expect(201)).body.result.atchmnflId;
    await http().get(`/api/attachments/${soloId}`).set(solo.auth).expect(200);
    await http().get(`/api/attachments/${soloId}`).set(peer.auth).expect(403);
  });

  it('lets the uploader, admins of their institution and provider admins delete a file, with its bytes', async () => {
    const res = await upload(uploader, [
      { bytes: PDF, name: 'a.pdf' },
      { bytes: GIF, name: 'b.gif' },
      { bytes: PDF, name: 'c.pdf' },
    ]).expect(201);
    const id: string = res.body.result.atchmnflId;
    const paths: string[] = (await db().query(`SELECT stre_file_path FROM atchmnfl_detail WHERE atchmnfl_id = $1 ORDER BY file_ordr`, [id])).map(
      (r: { stre_file_path: string }) => r.stre_file_path,
    );
    const member = await f.actor(instt, USER_SE_CODES.EDITOR);
    const admin = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    const outsiderAdmin = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.INSTT_ADMIN);
    await http().delete(`/api/attachments/${id}/1`).set(member.auth).expect(403);
    await http().delete(`/api/attachments/${id}/1`).set(outsiderAdmin.auth).expect(403);
    await http().delete(`/api/attachments/${id}/1`).set(admin.auth).expect(200);
    expect(fs.existsSync(path.join(storage, paths[0]))).toBe(false);
    await http().delete(`/api/attachments/${id}/2`).set(uploader.auth).expect(200);
    await http().delete(`/api/attachments/${id}/2`).set(uploader.auth).expect(404);
    await http().delete(`/api/attachments/${id}/0`).set(uploader.auth).expect(400);
    const provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
    await http().delete(`/api/attachments/${id}/3`).set(provider.auth).expect(200);
    expect(paths.filter((p) => fs.existsSync(path.join(storage, p)))).toEqual([]);
    expect((await http().get(`/api/attachments/${id}`).set(uploader.auth).expect(200)).body.result.files).toEqual([]);
    await http().post(`/api/attachments/${id}/download`).set(uploader.auth).expect(404);
  });

  it('downloads the group as a zip named by the time, holding the files under their original names', async () => {
    const txt = Buffer.from('첫째 줄\n둘째 줄\n');
    const id: string = (
      await upload(uploader, [
        { bytes: read('thumb_ok.png'), name: '기관 로고.png' },
        { bytes: txt, name: '메모.txt' },
        { bytes: PDF, name: '메모.pdf' },
        { bytes: txt, name: '메모.txt' },
      ]).expect(201)
    ).body.result.atchmnflId;
    await setClock(app, new Date('2026-11-21T06:30:00Z'));
    try {
      const colleague = await f.actor(instt, USER_SE_CODES.VIEWER);
      const res = await http()
        .post(`/api/attachments/${id}/download`)
        .set(colleague.auth)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="20261121_153000.zip"');
      const entries = await unzip(res.body as Buffer);
      expect([...entries.keys()]).toEqual(['기관 로고.png', '메모.txt', '메모.pdf', '메모 (2).txt']);
      expect(entries.get('기관 로고.png')?.equals(read('thumb_ok.png'))).toBe(true);
      expect(entries.get('메모 (2).txt')?.toString()).toBe('첫째 줄\n둘째 줄\n');
    } finally {
      await setClock(app, null);
    }
  });
});
