import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { basemapsSuite, PNG, PICKER } from './support/basemaps.suite';

describe('base maps (/api/basemap)', () => {
  const suite = basemapsSuite();
  const { http, body } = suite;
  let other: INestApplication;
  let db: DataSource;
  let admin: { Authorization: string };
  let member: { Authorization: string };
  let instAdmin: { Authorization: string };
  beforeAll(() => {
    ({ other, db, admin, member, instAdmin } = suite);
  });

  describe('seeded entries', () => {
    it('lists the offline map, OSM and the VWorld maps, each ready to draw or saying why not', async () => {
      const res = await http().get(PICKER).expect(200);
      expect(res.body.code).toBe(200);
      const list = res.body.result.content as Array<Record<string, unknown>>;
      const byId = Object.fromEntries(list.map((b) => [b.bcrnMapId, b]));
      expect(byId.OFFLINE_WORLD).toMatchObject({
        lyrStleCode: 'V',
        mapUrl: '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt',
        bcrnMapUseAt: 'Y',
        imageAt: 'N',
        availableAt: 'Y',
        unavailableReason: null,
        registerId: null,
      });
      expect(byId.OSM_STANDARD).toMatchObject({
        lyrStleCode: 'Z',
        availableAt: 'Y',
        mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      });
      expect(byId.VWORLD_BASE).toMatchObject({ lyrStleCode: 'T', availableAt: 'N' });
      expect(byId.VWORLD_BASE.unavailableReason).toBe(
        'VWorld API 키(VWORLD_API_KEY)가 설정되지 않아 사용할 수 없습니다.',
      );
      expect(byId.VWORLD_HYBRID).toMatchObject({ lyrStleCode: 'H', bcrnMapClCode: '03', availableAt: 'N' });
      // Newest first: the offline map leads the seeded entries.
      const seededOrder = list
        .map((b) => b.bcrnMapId)
        .filter((id) =>
          ['OFFLINE_WORLD', 'OSM_STANDARD', 'VWORLD_BASE', 'VWORLD_HYBRID'].includes(id as string),
        );
      expect(seededOrder).toEqual(['OFFLINE_WORLD', 'OSM_STANDARD', 'VWORLD_BASE', 'VWORLD_HYBRID']);
    });

    it('fills the configured VWorld key into the address and the parameters (English reason on request)', async () => {
      const withKey = await http(other).get('/api/basemap/VWORLD_HYBRID').expect(200);
      expect(withKey.body.result.availableAt).toBe('Y');
      expect(withKey.body.result.mapUrl).toBe(
        'https://api.vworld.kr/req/wmts/1.0.0/TEST-VWORLD-KEY-0001/Hybrid/{TileMatrix}/{TileRow}/{TileCol}.png',
      );
      expect(withKey.body.result.mapUrlparamtr.background.mapUrl).toContain(
        '/TEST-VWORLD-KEY-0001/Satellite/',
      );
      const without = await http()
        .get('/api/basemap/VWORLD_BASE')
        .set('Accept-Language', 'en-US')
        .expect(200);
      expect(without.body.result.mapUrl).toContain('{key:VWORLD}');
      expect(without.body.result.unavailableReason).toBe(
        'Unavailable: the VWorld API key (VWORLD_API_KEY) is not configured.',
      );
    });

    it('answers 404 for an unknown id', async () => {
      const res = await http().get('/api/basemap/NO_SUCH_MAP').expect(404);
      expect(res.body.message).toBe('배경지도를 찾을 수 없습니다.');
    });
  });

  describe('writes (provider admins only)', () => {
    it('creates, reads, changes and deletes a base map', async () => {
      const input = body();
      const created = await http().post('/api/basemap').set(admin).send(input).expect(201);
      expect(created.body.result).toMatchObject({
        bcrnMapId: input.bcrnMapId,
        bcrnMapNm: '테스트 배경지도',
        bcrnMapUseAt: 'Y',
        imageAt: 'N',
        thumbnailUrl: null,
        availableAt: 'Y',
        mapUrlparamtr: { projection: 'EPSG:3857', maxZoom: 18 },
      });
      const [row] = await db.query(`SELECT register_id, lyr_stle_code FROM bcrn_map WHERE bcrn_map_id = $1`, [
        input.bcrnMapId,
      ]);
      expect(row.lyr_stle_code).toBe('Z');
      expect(row.register_id).toMatch(/^u/);

      const changed = await http()
        .put(`/api/basemap/${input.bcrnMapId}`)
        .set(admin)
        .send({ bcrnMapNm: '바뀐 이름', bcrnMapUseAt: 'N', lyrStleCode: 'w', mapUrlparamtr: null })
        .expect(200);
      expect(changed.body.result).toMatchObject({
        bcrnMapNm: '바뀐 이름',
        bcrnMapUseAt: 'N',
        lyrStleCode: 'W',
        mapUrlparamtr: null,
        bcrnMapClCode: '01',
      });

      const filtered = await http()
        .get('/api/basemap')
        .query({ bcrnMapNm: '바뀐', bcrnMapUseAt: 'N', lyrStleCode: 'W' })
        .expect(200);
      expect(filtered.body.result.content.map((b: { bcrnMapId: string }) => b.bcrnMapId)).toEqual([
        input.bcrnMapId,
      ]);
      expect(filtered.body.result.totalElements).toBe(1);

      await http().delete(`/api/basemap/${input.bcrnMapId}`).set(admin).expect(200);
      await http().get(`/api/basemap/${input.bcrnMapId}`).expect(404);
      await http().delete(`/api/basemap/${input.bcrnMapId}`).set(admin).expect(404);
    });

    it('generates an id when none is given and refuses a taken one (409)', async () => {
      const { bcrnMapId: _omit, ...noId } = body();
      const res = await http().post('/api/basemap').set(admin).send(noId).expect(201);
      expect(res.body.result.bcrnMapId).toMatch(/^BM_[0-9A-F]{12}$/);
      const again = await http()
        .post('/api/basemap')
        .set(admin)
        .send(body({ bcrnMapId: res.body.result.bcrnMapId }))
        .expect(409);
      expect(again.body.message).toBe(`이미 사용 중인 배경지도 ID입니다. (${res.body.result.bcrnMapId})`);
    });

    it('refuses members and institution admins (403) and anonymous callers (401)', async () => {
      const input = body();
      await http().post('/api/basemap').set(member).send(input).expect(403);
      await http().post('/api/basemap').set(instAdmin).send(input).expect(403);
      await http().post('/api/basemap').send(input).expect(401);
      await http().put('/api/basemap/OSM_STANDARD').set(member).send({ bcrnMapNm: 'x' }).expect(403);
      await http().delete('/api/basemap/OSM_STANDARD').set(instAdmin).expect(403);
      await http()
        .post('/api/basemap/OSM_STANDARD/thumbnail')
        .set(member)
        .attach('file', PNG, 'a.png')
        .expect(403);
      const [row] = await db.query(`SELECT bcrn_map_nm FROM bcrn_map WHERE bcrn_map_id = 'OSM_STANDARD'`);
      expect(row.bcrn_map_nm).toBe('OpenStreetMap');
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM bcrn_map WHERE bcrn_map_id = $1`, [
        input.bcrnMapId,
      ]);
      expect(n).toBe(0);
    });

    it('lists every problem of a bad body with the catalog messages (ko and en)', async () => {
      const res = await http()
        .post('/api/basemap')
        .set(admin)
        .send({
          bcrnMapId: 'has space',
          bcrnMapNm: '',
          bcrnMapClCode: '09',
          lyrStleCode: 'wmts',
          mapUrl: 'ftp://x',
          bcrnMapUseAt: 'X',
          mapUrlparamtr: 'text',
        })
        .expect(400);
      const messages = (res.body.result as Array<{ field: string; message: string }>).map(
        (e) => `${e.field}: ${e.message}`,
      );
      expect(messages).toEqual(
        expect.arrayContaining([
          'bcrnMapId: 배경지도 ID는 영문, 숫자, 밑줄(_), 하이픈(-)으로 40자까지 입력해 주세요.',
          'bcrnMapNm: 배경지도 이름을 입력해 주세요.',
          'bcrnMapClCode: 배경지도 구분은 일반(01), 영상(02), 중첩(03) 중에서 선택해 주세요.',
          'lyrStleCode: 레이어 유형 코드는 영문 대문자 1~2자로 입력해 주세요.',
          'mapUrl: 배경지도 URL은 http(s) 주소나 /api/로 시작하는 주소로 1000자까지 입력해 주세요.',
          'bcrnMapUseAt: Y 또는 N 중 하나여야 합니다.',
          'mapUrlparamtr: URL 파라미터는 JSON 객체로 입력해 주세요.',
        ]),
      );
      const en = await http()
        .post('/api/basemap')
        .set(admin)
        .set('Accept-Language', 'en')
        .send({ bcrnMapClCode: '01' })
        .expect(400);
      const enMessages = (en.body.result as Array<{ field: string; message: string }>).map(
        (e) => `${e.field}: ${e.message}`,
      );
      expect(enMessages).toEqual(
        expect.arrayContaining(['bcrnMapNm: Enter the base map name.', 'mapUrl: Enter the base map URL.']),
      );
      expect(enMessages.some((m) => m.startsWith('bcrnMapClCode'))).toBe(false);
      const longName = await http()
        .put('/api/basemap/OSM_STANDARD')
        .set(admin)
        .send({ bcrnMapNm: 'x'.repeat(101) })
        .expect(400);
      expect(longName.body.result[0].message).toBe('배경지도 이름은 100자까지 입력할 수 있습니다.');
      await http().put('/api/basemap/NO_SUCH_MAP').set(admin).send({ bcrnMapNm: 'x' }).expect(404);
    });
  });
});
