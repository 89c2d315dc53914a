import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { translate } from '../../src/common/i18n/locale';
import { ATTACHMENT_EXTENSIONS } from '../../src/modules/attachments/attachment-sniff';
import { Factories } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { bufferOf, zeros } from '../support/streams';

// Own storage and queue: the checks on disk see only this file's uploads.
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-abuse-uploads-'));
process.env.STORAGE_DIR = STORAGE;
process.env.QUEUE_PREFIX = 'nuri-test-abuse-uploads';

const DATA = path.resolve(__dirname, '../../../../../shared/data');
const PNG = fs.readFileSync(path.join(DATA, 'thumb_ok.png'));
const SHP = fs.readFileSync(path.join(DATA, 'facilities_5186_cp949.zip'));
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
// A GIF header that browsers sniffing content would also take for HTML.
const GIF_HTML = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*<html><script>alert(1)</script>*/')]);

const MARK = `h1evil${randomBytes(3).toString('hex')}`;

type Entry = { name: string; bytes?: Buffer; stream?: Readable; mode?: number };
type Upload = { bytes: Buffer; name: string };

function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    const options = e.mode === undefined ? {} : { mode: e.mode };
    if (e.stream) zip.addReadStream(e.stream, e.name, options);
    else zip.addBuffer(e.bytes ?? Buffer.alloc(0), e.name, options);
  }
  zip.end();
  return bufferOf(zip.outputStream);
}

/** yazl refuses unsafe names itself: a same-length placeholder is replaced in place. */
const renamed = (zip: Buffer, placeholder: string, name: string) => {
  expect(name).toHaveLength(placeholder.length);
  return Buffer.from(zip.toString('latin1').split(placeholder).join(name), 'latin1');
};

/** Rewrites every declared uncompressed size (central directory and local headers) to a lie. */
function declareSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x02014b50) out.writeUInt32LE(size, i + 24);
    else if (sig === 0x04034b50 && out.readUInt32LE(i + 22) !== 0) out.writeUInt32LE(size, i + 22);
  }
  return out;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Hostile uploads: zip slip (parent steps, absolute paths, symbolic links), zip bombs (sizes that
 * lie, zips inside zips), polyglot files where images or attachments are accepted. Each refusal:
 * a 4xx with the error envelope, no row, nothing left on disk. Files that are what they claim but
 * could also parse as HTML are served inert (their own type, attachment, nosniff).
 * Huge images (pixel bombs) are covered by imports.e2e-spec.ts and image-sniff.spec.ts.
 */
describe('security: hostile uploads', () => {
  let app: INestApplication;
  let f: Factories;
  let member: Awaited<ReturnType<Factories['actor']>>;
  let admin: Awaited<ReturnType<Factories['actor']>>;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  /** Files named by an attack anywhere in the storage, or where '..' steps or absolute names could reach. */
  const outside = () =>
    [
      ...filesUnder(STORAGE),
      ...[path.dirname(STORAGE), os.tmpdir(), '/tmp'].flatMap((dir) =>
        fs.existsSync(dir) ? fs.readdirSync(dir).map((n) => path.join(dir, n)) : [],
      ),
    ].filter((p) => p.includes(MARK));

  const layerUpload = (fields: Record<string, string>, files: Upload[]) => {
    let req = http().post('/api/layers/upload').set(member.auth);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    for (const u of files) req = req.attach('files', u.bytes, u.name);
    return req;
  };
  const state = async () => ({
    layers: (await db().query(`SELECT count(*)::int AS n FROM lyr WHERE register_id = $1`, [member.user.userId]))[0].n,
    groups: (await db().query(`SELECT count(*)::int AS n FROM atchmnfl WHERE register_id = $1`, [member.user.userId]))[0].n,
    image: (await db().query(`SELECT user_image_path AS p FROM users WHERE user_id = $1`, [member.user.userId]))[0].p,
    stored: filesUnder(STORAGE).length,
  });

  /** A refusal: the status, the envelope and message, and nothing kept in the database or on disk. */
  async function refused(send: () => request.Test, status: number, message: string | RegExp): Promise<void> {
    const before = await state();
    const res = await send();
    expect([res.status, res.body.code]).toEqual([status, status]);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await state()).toEqual(before);
    expect(filesUnder(path.join(STORAGE, 'tmp'))).toEqual([]);
    expect(outside()).toEqual([]);
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    member = await f.actor(instt, USER_SE_CODES.MEMBER);
    admin = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  describe('zip slip', () => {
    const unsafe = (entry: string) => translate('upload.zip.unsafePath', { entry });

    it.each([
      [`../../${MARK}.shp`],
      [`/tmp/${MARK}.shp`],
      [`a/../../${MARK}.shp`],
      [`..\\..\\${MARK}.shp`],
      [`C:/tmp/${MARK}.shp`],
    ])('refuses an entry named %s before unpacking anything', async (name) => {
      const placeholder = 'X'.repeat(name.length - `${MARK}.shp`.length) + `${MARK}.shp`;
      const zip = await zipOf([
        { name: placeholder, bytes: SHP },
        { name: `${MARK}.shx`, bytes: SHP },
        { name: `${MARK}.dbf`, bytes: SHP },
      ]);
      await refused(
        () => layerUpload({ uploadType: 'shp' }, [{ bytes: renamed(zip, placeholder, name), name: 'slip.zip' }]),
        400,
        unsafe(name),
      );
      expect(fs.existsSync(`/tmp/${MARK}.shp`)).toBe(false);
    });

    it('refuses symbolic link entries (a link named like a shapefile part, or a folder link)', async () => {
      for (const [name, target] of [
        [`${MARK}.shp`, '/etc/passwd'],
        ['parts', '/tmp'],
      ]) {
        const zip = await zipOf([
          { name, bytes: Buffer.from(target), mode: 0o120777 },
          { name: `${MARK}.shx`, bytes: SHP },
          { name: `${MARK}.dbf`, bytes: SHP },
          ...(name === 'parts' ? [{ name: `${MARK}.shp`, bytes: SHP }] : []),
        ]);
        await refused(() => layerUpload({ uploadType: 'shp' }, [{ bytes: zip, name: 'link.zip' }]), 400, unsafe(name));
      }
    });

    it('refuses an unsafe entry inside an xlsx (a zip package) too', async () => {
      const placeholder = 'xl/XXXXXX.xml';
      const name = '../../abc.xml';
      const zip = await zipOf([
        { name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', bytes: Buffer.from('<workbook/>') },
        { name: placeholder, bytes: Buffer.from('<x/>') },
      ]);
      await refused(
        () => layerUpload({ uploadType: 'geocoding' }, [{ bytes: renamed(zip, placeholder, name), name: 'sheet.xlsx' }]),
        400,
        unsafe(name),
      );
    });
  });

  describe('zip bombs', () => {
    it('stops unpacking an entry that expands past its declared size (a small zip lying about 64 MB of zeros)', async () => {
      const honest = await zipOf([
        { name: 'bomb.shp', bytes: SHP.subarray(0, 100) },
        { name: 'bomb.shx', bytes: SHP.subarray(0, 100) },
        { name: 'bomb.dbf', stream: zeros(64 * 1024 * 1024) },
      ]);
      expect(honest.length).toBeLessThan(200 * 1024);
      // Every entry now claims 100 bytes: the limits see nothing, unpacking must catch the lie.
      const lying = declareSize(honest, 100);
      const started = Date.now();
      await refused(
        () => layerUpload({ uploadType: 'shp' }, [{ bytes: lying, name: 'bomb.zip' }]),
        400,
        translate('upload.zip.unreadable'),
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    }, 60_000);

    it('does not unpack zips inside a zip (a nested bomb is only an entry of the wrong kind)', async () => {
      const inner = await zipOf([{ name: 'inner.dbf', stream: zeros(64 * 1024 * 1024) }]);
      const nested = await zipOf([
        { name: 'layer.zip', bytes: inner },
        { name: 'again.zip', bytes: inner },
      ]);
      expect(nested.length).toBeLessThan(2 * 1024 * 1024);
      await refused(
        () => layerUpload({ uploadType: 'shp' }, [{ bytes: nested, name: 'nested.zip' }]),
        400,
        /SHP 파일\(\.shp\)을 찾을 수 없습니다/,
      );
      // Same as an attachment: a zip is not an allowed kind, even named like an office file.
      await refused(
        () => http().post('/api/attachments').set(member.auth).attach('files', nested, 'report.docx'),
        415,
        translate('attachment.contentMismatch', { fileName: 'report.docx' }),
      );
    }, 60_000);
  });

  describe('polyglot files', () => {
    it('refuses HTML, SVG and script files where images are accepted, whatever their name', async () => {
      const image = (bytes: Buffer, name: string) => () =>
        http().post('/api/users/image').set(member.auth).attach('file', bytes, name);
      for (const [bytes, name] of [
        [HTML, 'avatar.png'],
        [SVG, 'avatar.png'],
        [SVG, 'avatar.jpg'],
        [GIF_HTML, 'avatar.png'],
        [Buffer.concat([Buffer.from([0xff, 0xd8]), HTML]), 'avatar.jpg'],
      ] as const) {
        await refused(image(bytes, name), 415, translate('thumbnail.extensionInvalid'));
      }
      await refused(image(SVG, 'avatar.svg'), 415, translate('thumbnail.extensionInvalid'));
    });

    it('refuses HTML, SVG and scripts as attachments, by name and by content', async () => {
      const attach = (bytes: Buffer, name: string) => () => http().post('/api/attachments').set(member.auth).attach('files', bytes, name);
      const badExtension = translate('attachment.extensionInvalid', { extensions: ATTACHMENT_EXTENSIONS.join(', ') });
      for (const name of ['page.html', 'page.htm', 'image.svg', 'run.js', 'page.xhtml', 'x.shtml']) {
        await refused(attach(HTML, name), 415, badExtension);
      }
      for (const [bytes, name] of [
        [HTML, 'photo.png'],
        [SVG, 'photo.png'],
        [SVG, 'photo.gif'],
        [HTML, 'report.pdf'],
        [GIF_HTML, 'photo.png'],
      ] as const) {
        await refused(attach(bytes, name), 415, translate('attachment.contentMismatch', { fileName: name }));
      }
    });

    it('serves files that are what they claim but also parse as HTML inert: own type, attachment, nosniff', async () => {
      const group = await http()
        .post('/api/attachments')
        .set(admin.auth)
        .attach('files', GIF_HTML, 'anim.gif')
        .attach('files', HTML, 'notes.txt')
        .attach('files', Buffer.concat([PNG, HTML]), 'map.png')
        .expect(201);
      const { atchmnflId } = group.body.result;
      const notice = await http()
        .post(`/api/instt/${admin.user.insttCode}/ntcn`)
        .set(admin.auth)
        .send({ nttSj: '첨부 확인', nttCn: '<p>본문</p>', atchmnflId })
        .expect(201);
      const nttId = notice.body.result.nttId as number;
      for (const [ordr, type] of [
        [1, 'image/gif'],
        [2, 'text/plain; charset=utf-8'],
        [3, 'image/png'],
      ] as const) {
        const res = await http().get(`/api/notices/${nttId}/files/${ordr}`).buffer(true).expect(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
      // A PNG with HTML after its image data is a PNG: stored and served as an image, never as a page.
      const avatar = await http().post('/api/users/image').set(member.auth).attach('file', Buffer.concat([PNG, HTML]), 'me.png').expect(200);
      const served = await http().get(avatar.body.result).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      await http().delete('/api/users/image').set(member.auth).expect(200);
    });
  });
});
