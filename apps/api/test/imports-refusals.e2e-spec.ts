import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import { fromBufferPromise } from 'yauzl';
import { LayerThumbnailQueue } from '../src/modules/imports/layer-thumbnail.queue';
import { Factories } from './support/factories';
import { zeros } from './support/streams';
import { importsSuite, STORAGE, file, type Upload, type Actor, zipOf } from './support/imports.suite';

describe('layer uploads and imports', () => {
  const suite = importsSuite();
  const { http, upload, finish, imported, refused } = suite;
  let app: INestApplication;
  let f: Factories;
  let member: Actor;
  let other: Actor;
  beforeAll(() => {
    ({ app, f, member, other } = suite);
  });

  it('refuses bad files with a clear error and leaves nothing behind', async () => {
    await refused(
      { uploadType: 'shp' },
      [file('bad_no_shp.zip')],
      400,
      /SHP 파일\(\.shp\)을 찾을 수 없습니다/,
    );
    await refused(
      { uploadType: 'shp' },
      [file('bad_missing_dbf.zip')],
      400,
      'SHP 파일에 필요한 .dbf 파일이 없습니다.',
    );
    await refused(
      { uploadType: 'image' },
      [file('bad_dxf_named.png')],
      415,
      /'bad_dxf_named.png' 파일의 내용이 PNG\/JPEG 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'geocoding' },
      // 이름 and 비고: neither coordinates nor an address (a 주소 column would be geocoded).
      [{ bytes: Buffer.from('이름,비고\n가,서울\n'), name: 'no_location.csv' }],
      400,
      /좌표 컬럼이나 주소 컬럼을 찾을 수 없습니다.*\(컬럼: 이름, 비고\)/,
    );
    await refused(
      { uploadType: 'shp' },
      [{ bytes: Buffer.from('hello'), name: 'notes.txt' }],
      415,
      'zip, shp, shx, dbf, prj, cpg 파일만 업로드할 수 있습니다.',
    );
    await refused(
      { uploadType: 'geotiff' },
      [{ bytes: Buffer.alloc(0), name: 'empty.tif' }],
      400,
      "'empty.tif' 파일이 비어 있습니다.",
    );
    await refused(
      { uploadType: 'geotiff' },
      [{ ...file('dem_5186.png'), name: 'named.tif' }],
      415,
      /'named.tif' 파일의 내용이 GeoTIFF 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'dxf' },
      [{ ...file('dem_5186.png'), name: 'named.dxf' }],
      415,
      /DXF 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'geocoding' },
      [{ ...file('dem_5186.png'), name: 'named.xlsx' }],
      415,
      /XLSX 형식이 아닙니다/,
    );
    await refused({ uploadType: 'image' }, [file('thumb_ok.png')], 400, /월드 파일/);
    await refused({ uploadType: 'geocoding' }, [], 400, '업로드할 파일을 선택해 주세요.');
  });

  it('refuses uploads over the size limits: geoTiff 50 MB, image 3 MB', async () => {
    const tif = file('dem_5186.tif').bytes;
    await refused(
      { uploadType: 'geotiff' },
      [{ bytes: Buffer.concat([tif, Buffer.alloc(50 * 1024 * 1024)]), name: 'big.tif' }],
      413,
      /업로드 용량은 50MB로 제한됩니다/,
    );
    const png = file('dem_5186.png').bytes;
    await refused(
      { uploadType: 'image' },
      [{ bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), name: 'big.png' }],
      413,
      /업로드 용량은 3MB로 제한됩니다/,
    );
  }, 60000);

  it('refuses rasters declaring more pixels than the limits (decompression bombs), leaving nothing', async () => {
    // A valid 1-bit PNG of 20000 × 20000 pixels (400 M, over the 100 M image limit): zero rows
    // deflate to a few tens of KB, far under the 3 MB file limit.
    const side = 20000;
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr.set([1, 0, 0, 0, 0], 8);
    const rows = Buffer.alloc(side * (1 + side / 8));
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(3 * 1024 * 1024);
    await refused(
      { uploadType: 'image', extent: '190000,540000,200000,550000' },
      [{ bytes: png, name: 'bomb.png' }],
      413,
      "'bomb.png'의 크기(20000×20000 픽셀)가 너무 큽니다. 최대 100M 픽셀까지 올릴 수 있습니다.",
    );
  }, 60000);

  it('refuses zip slip and zip bombs before unpacking them', async () => {
    const shp = file('facilities_5186_cp949.zip').bytes;
    const slip = await zipOf([
      { name: 'XX/evil.shp', bytes: shp },
      { name: 'ok.shx', bytes: shp },
      { name: 'ok.dbf', bytes: shp },
    ]);
    // yazl refuses to write '..' itself: the name is patched in place (local header and directory).
    const patched = Buffer.from(slip.toString('latin1').split('XX/evil.shp').join('../evil.shp'), 'latin1');
    await refused(
      { uploadType: 'shp' },
      [{ bytes: patched, name: 'slip.zip' }],
      400,
      /압축 파일에 허용되지 않는 경로가 있습니다. \(\.\.\/evil\.shp\)/,
    );
    const many = await zipOf(
      Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.txt`, bytes: Buffer.from('x') })),
    );
    await refused(
      { uploadType: 'shp' },
      [{ bytes: many, name: 'many.zip' }],
      413,
      '압축 파일에는 항목이 100개까지만 허용됩니다.',
    );
    const bomb = await zipOf([
      { name: 'a.shp', bytes: Buffer.alloc(100) },
      { name: 'a.shx', bytes: Buffer.alloc(100) },
      { name: 'a.dbf', stream: zeros(1024 * 1024 * 1024 + 1) },
    ]);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    await refused(
      { uploadType: 'shp' },
      [{ bytes: bomb, name: 'bomb.zip' }],
      413,
      '압축을 푼 용량은 1GB로 제한됩니다.',
    );
  }, 120000);

  it('keeps national layers to provider admins and layers away from viewers', async () => {
    await refused(
      { uploadType: 'dxf', holdDataSeCode: '9' },
      [file('roads_5186.dxf')],
      403,
      '국가공간정보 레이어는 플랫폼 관리자만 등록할 수 있습니다.',
    );
    const viewer = await f.actor(member.user.insttCode, USER_SE_CODES.VIEWER);
    await upload(viewer, { uploadType: 'dxf' }, [file('roads_5186.dxf')]).expect(403);
    const admin = await f.actor(member.user.insttCode, USER_SE_CODES.PROVIDER_ADMIN);
    const { layer } = await imported(admin, { uploadType: 'dxf', holdDataSeCode: '9', lyrNm: '도로(국가)' }, [
      file('roads_5186.dxf'),
    ]);
    expect(layer).toMatchObject({ hold_data_se_code: '9', lyr_nm: '도로(국가)' });
  }, 60000);

  it('shows a job to its owner and admins only', async () => {
    const res = await upload(member, { uploadType: 'dxf' }, [file('roads_5186.dxf')]).expect(202);
    await http().get(`/api/jobs/${res.body.result.jobId}`).set(other.auth).expect(403);
    const admin = await f.actor(member.user.insttCode, USER_SE_CODES.INSTT_ADMIN);
    await http().get(`/api/jobs/${res.body.result.jobId}`).set(admin.auth).expect(200);
    await finish(member, res.body.result.jobId);
    await http().get('/api/jobs/import-00000000-0000-4000-8000-000000000000').set(member.auth).expect(404);
  }, 60000);

  it('takes a shapefile as its part files too, naming a missing part', async () => {
    const zip = await fromBufferPromise(file('roads_5186_utf8.zip').bytes, { lazyEntries: true });
    const parts: Upload[] = [];
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      parts.push({ bytes: Buffer.concat(chunks), name: entry.fileName });
    }
    const withoutShx = parts.filter((p) => !p.name.endsWith('.shx'));
    await refused({ uploadType: 'shp' }, withoutShx, 400, 'SHP 파일에 필요한 .shx 파일이 없습니다.');
    const { layer } = await imported(member, { uploadType: 'shp' }, parts);
    expect(layer).toMatchObject({
      feature_cnt: '40',
      geom_type: 'MultiLineString',
      lyr_nm: 'roads_5186_utf8',
    });
  }, 60000);

  it('draws a thumbnail again on request (the thumbnail job)', async () => {
    const { layer } = await imported(member, { uploadType: 'dxf' }, [file('roads_5186.dxf')]);
    const thumbnail = path.join(STORAGE, layer.thumbnail_path);
    fs.rmSync(thumbnail);
    await app.get(LayerThumbnailQueue).redraw(layer.lyr_id, layer.data_version);
    for (let i = 0; i < 100 && !fs.existsSync(thumbnail); i++) await new Promise((r) => setTimeout(r, 100));
    expect(fs.readFileSync(thumbnail).subarray(1, 4).toString()).toBe('PNG');
  }, 60000);
});
