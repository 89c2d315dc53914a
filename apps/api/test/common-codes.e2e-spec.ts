import type { INestApplication } from '@nestjs/common';
import {
  ALL_USER_SE_CODES,
  BCRN_MAP_CL_CODES,
  CONFM_STTUS_CODES,
  CONTENTS_TYPES,
  GALLERY_TYPE_MESSAGE_KEYS,
  GALLERY_TYPES,
  HOLD_DATA_MESSAGE_KEYS,
  HOLD_DATA_SE_CODES,
  INSTT_STATUS_CODES,
  INSTT_STATUS_MESSAGE_KEYS,
  LYR_STLE_CODES,
  LYR_TY_MESSAGE_KEYS,
  LYR_TY_SE_CODES,
  MAP_GALE_KND_SE_CODES,
  MESSAGES,
  PLAN_CODES,
  ROLE_MESSAGE_KEYS,
  SHARE_SCOPES,
  TOC_ENTRY_SE_CODES,
  UPLOAD_TYPE_MESSAGE_KEYS,
  UPLOAD_TYPES,
  USE_PBLONSIP_SE_CODES,
  USE_STTUS_SE_CODES,
  USER_SE_CODES,
  WEBAPP_TY_CODES,
  type MessageKey,
} from '@nuri/domain';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CommonCodesService, codeDetailCacheKey } from '../src/modules/commoncodes/common-codes.service';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

interface CodeRow {
  groupCode: string;
  code: string;
  codeNmKo: string;
  codeNmEn: string;
  codeOrdr: number;
  useAt: 'Y' | 'N';
}

/** Each group and the codes @nuri/domain knows for it. */
const DOMAIN_CODES: Record<string, readonly (string | number)[]> = {
  USER_SE: ALL_USER_SE_CODES,
  SHARE_SCOPE: Object.values(SHARE_SCOPES),
  LYR_TY_SE: Object.values(LYR_TY_SE_CODES),
  HOLD_DATA_SE: Object.values(HOLD_DATA_SE_CODES),
  MPD007: UPLOAD_TYPES,
  MPD025: ['point', 'line', 'polygon'],
  // Every lyrStleCode the domain names, plus W: any other code is drawn as WMS.
  LYR_STLE: [...Object.keys(LYR_STLE_CODES), 'W'],
  BCRN_MAP_CL: Object.values(BCRN_MAP_CL_CODES),
  USE_STTUS_SE: Object.values(USE_STTUS_SE_CODES),
  USE_PBLONSIP_SE: Object.values(USE_PBLONSIP_SE_CODES),
  WEBAPP_TY: Object.values(WEBAPP_TY_CODES),
  MAP_GALE_KND_SE: Object.values(MAP_GALE_KND_SE_CODES),
  CONFM_STTUS: Object.values(CONFM_STTUS_CODES),
  GALLERY_TYPE: GALLERY_TYPES,
  CONTENTS_TYPE: CONTENTS_TYPES,
  PLAN: Object.values(PLAN_CODES),
  INSTT_STTUS: Object.values(INSTT_STATUS_CODES),
  TOC_ENTRY_SE: Object.values(TOC_ENTRY_SE_CODES),
  // The web app's withdrawal reasons (apps/web account/mypage/withdrawal-reasons.ts).
  WHDWL_RESN: ['01', '02', '03', '04', '05', '99'],
};

/**
 * Groups whose labels the domain catalog holds: the seed must keep them word for word. (Gallery
 * approval statuses follow the gallery management screen instead: '승인 대기' where the server
 * catalog says '신청'.)
 */
const DOMAIN_LABELS: Record<string, Readonly<Record<string | number, MessageKey>>> = {
  USER_SE: ROLE_MESSAGE_KEYS,
  LYR_TY_SE: LYR_TY_MESSAGE_KEYS,
  HOLD_DATA_SE: HOLD_DATA_MESSAGE_KEYS,
  MPD007: UPLOAD_TYPE_MESSAGE_KEYS,
  GALLERY_TYPE: GALLERY_TYPE_MESSAGE_KEYS,
  INSTT_STTUS: INSTT_STATUS_MESSAGE_KEYS,
};

describe('common codes (/api/common/code)', () => {
  let app: INestApplication;
  let db: DataSource;
  let redis: Redis;
  let service: CommonCodesService;
  let admin: { Authorization: string };
  let instAdmin: { Authorization: string };
  let member: { Authorization: string };

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    service = app.get(CommonCodesService);
    const inst = await f.newInstitution();
    admin = (await f.actor(inst.insttCode, USER_SE_CODES.PROVIDER_ADMIN)).auth;
    instAdmin = (await f.actor(inst.insttCode, USER_SE_CODES.INSTT_ADMIN)).auth;
    member = (await f.actor(inst.insttCode, USER_SE_CODES.MEMBER)).auth;
  });
  afterAll(async () => {
    await app?.close();
  });

  const http = () => request(app.getHttpServer());
  const detail = (groupCode: string) => http().get('/api/common/code/detail').query({ groupCode });

  it('lists every code group to anyone, without a token', async () => {
    const res = await http().get('/api/common/code').expect(200);
    expect(res.body.code).toBe(200);
    const groups = res.body.result as Array<{ groupCode: string; groupNmKo: string; groupNmEn: string; useAt: string }>;
    expect(groups.map((g) => g.groupCode).sort()).toEqual(Object.keys(DOMAIN_CODES).sort());
    expect(groups.find((g) => g.groupCode === 'MPD007')).toEqual({
      groupCode: 'MPD007',
      groupNmKo: '레이어 업로드 유형',
      groupNmEn: 'Layer upload type',
      useAt: 'Y',
    });
  });

  it("answers a group's codes in order, to anyone", async () => {
    const res = await detail('MPD007').expect(200);
    const rows = res.body.result as CodeRow[];
    expect(rows.map((r) => r.code)).toEqual([...UPLOAD_TYPES]);
    expect(rows[0]).toEqual({
      groupCode: 'MPD007',
      code: 'shp',
      codeNmKo: 'SHP',
      codeNmEn: 'SHP',
      codeOrdr: 1,
      useAt: 'Y',
    });
    expect(rows.map((r) => r.codeOrdr)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Lower-case group codes are read as upper case.
    const lower = await detail('mpd025').expect(200);
    expect((lower.body.result as CodeRow[]).map((r) => r.code)).toEqual(['point', 'line', 'polygon']);
  });

  it('seeds every code the domain constants know, labelled like the catalogs', async () => {
    for (const [groupCode, codes] of Object.entries(DOMAIN_CODES)) {
      const rows = (await detail(groupCode).expect(200)).body.result as CodeRow[];
      expect({ groupCode, codes: rows.map((r) => r.code).sort() }).toEqual({
        groupCode,
        codes: codes.map(String).sort(),
      });
      for (const row of rows) {
        expect(row.codeNmKo.length).toBeGreaterThan(0);
        expect(row.codeNmEn.length).toBeGreaterThan(0);
        expect(row.useAt).toBe('Y');
      }
      const keys = DOMAIN_LABELS[groupCode];
      if (!keys) continue;
      for (const row of rows) {
        const key = keys[row.code];
        expect({ groupCode, code: row.code, ko: row.codeNmKo, en: row.codeNmEn }).toEqual({
          groupCode,
          code: row.code,
          ko: MESSAGES.ko[key],
          en: MESSAGES.en[key],
        });
      }
    }
    // And nothing else: the database holds exactly those codes.
    const [{ count }] = await db.query<{ count: string }[]>(`SELECT count(*) AS count FROM cmmn_code`);
    expect(Number(count)).toBe(Object.values(DOMAIN_CODES).reduce((n, codes) => n + codes.length, 0));
  });

  it('answers from the Redis cache: the second call does not read the database', async () => {
    await redis.del(codeDetailCacheKey('PLAN'));
    const before = service.dbReads;
    const first = await detail('PLAN').expect(200);
    expect(first.headers['x-code-cache']).toBe('MISS');
    expect(service.dbReads).toBe(before + 1);
    const second = await detail('PLAN').expect(200);
    expect(second.headers['x-code-cache']).toBe('HIT');
    expect(service.dbReads).toBe(before + 1);
    expect(second.body.result).toEqual(first.body.result);
    expect(JSON.parse((await redis.get(codeDetailCacheKey('PLAN'))) ?? 'null')).toEqual(first.body.result);

    const groupsBefore = service.dbReads;
    await http().get('/api/common/code').expect(200);
    const again = await http().get('/api/common/code').expect(200);
    expect(again.headers['x-code-cache']).toBe('HIT');
    expect(service.dbReads).toBeLessThanOrEqual(groupsBefore + 1);
  });

  describe('provider admin edits', () => {
    const original = { codeNmKo: '점', codeNmEn: 'Point', codeOrdr: 1, useAt: 'Y' };
    afterAll(async () => {
      await http().put('/api/common/code/MPD025/point').set(admin).send(original).expect(200);
      await http()
        .put('/api/common/code/MPD025')
        .set(admin)
        .send({ groupNmKo: '업로드 도형 유형', groupNmEn: 'Upload geometry type', useAt: 'Y' })
        .expect(200);
    });

    it('changes labels, order and use; the next detail call shows them (cache invalidated)', async () => {
      await detail('MPD025').expect(200);
      expect((await detail('MPD025').expect(200)).headers['x-code-cache']).toBe('HIT');

      const res = await http()
        .put('/api/common/code/MPD025/point')
        .set(admin)
        .send({ codeNmKo: '  포인트 ', codeNmEn: 'Point feature', codeOrdr: 9, useAt: 'N' })
        .expect(200);
      expect(res.body.result).toEqual({
        groupCode: 'MPD025',
        code: 'point',
        codeNmKo: '포인트',
        codeNmEn: 'Point feature',
        codeOrdr: 9,
        useAt: 'N',
      });

      const after = await detail('MPD025').expect(200);
      expect(after.headers['x-code-cache']).toBe('MISS');
      const rows = after.body.result as CodeRow[];
      expect(rows.map((r) => r.code)).toEqual(['line', 'polygon', 'point']);
      expect(rows[2]).toMatchObject({ codeNmKo: '포인트', codeNmEn: 'Point feature', codeOrdr: 9, useAt: 'N' });

      const [row] = await db.query<{ updusr_id: string }[]>(
        `SELECT updusr_id FROM cmmn_code WHERE group_code = 'MPD025' AND code = 'point'`,
      );
      expect(row.updusr_id).toBeTruthy();
    });

    it('changes one field only, keeping the others', async () => {
      await http().put('/api/common/code/MPD025/point').set(admin).send({ codeOrdr: 0 }).expect(200);
      const rows = (await detail('MPD025').expect(200)).body.result as CodeRow[];
      expect(rows[0]).toMatchObject({ code: 'point', codeNmKo: '포인트', codeOrdr: 0, useAt: 'N' });
    });

    it('changes group labels; the group list shows them', async () => {
      await http().get('/api/common/code').expect(200);
      const res = await http()
        .put('/api/common/code/mpd025')
        .set(admin)
        .send({ groupNmKo: '도형 선택지', groupNmEn: 'Geometry options', useAt: 'N' })
        .expect(200);
      expect(res.body.result).toEqual({
        groupCode: 'MPD025',
        groupNmKo: '도형 선택지',
        groupNmEn: 'Geometry options',
        useAt: 'N',
      });
      const groups = (await http().get('/api/common/code').expect(200)).body.result as Array<{ groupCode: string }>;
      expect(groups.find((g) => g.groupCode === 'MPD025')).toMatchObject({ groupNmKo: '도형 선택지', useAt: 'N' });
    });
  });

  it('refuses edits by anyone but a provider admin (401 without a token, 403 for others)', async () => {
    const body = { codeNmKo: '바꿈' };
    await http().put('/api/common/code/PLAN/000001').send(body).expect(401);
    const asInstAdmin = await http().put('/api/common/code/PLAN/000001').set(instAdmin).send(body).expect(403);
    expect(asInstAdmin.body.code).toBe(403);
    await http().put('/api/common/code/PLAN/000001').set(member).send(body).expect(403);
    await http().put('/api/common/code/PLAN').set(instAdmin).send({ groupNmKo: '바꿈' }).expect(403);
    const rows = (await detail('PLAN').expect(200)).body.result as CodeRow[];
    expect(rows.find((r) => r.code === '000001')?.codeNmKo).toBe('기본 요금제');
  });

  it('answers validation errors with the fields, and 404 for unknown groups and codes', async () => {
    const bad = await http()
      .put('/api/common/code/PLAN/000001')
      .set(admin)
      .send({ codeNmKo: ' ', codeNmEn: 'x'.repeat(101), codeOrdr: -1, useAt: 'X' })
      .expect(400);
    expect(bad.body.code).toBe(400);
    const fields = (bad.body.result as Array<{ field: string; message: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['codeNmEn', 'codeNmKo', 'codeOrdr', 'useAt']);
    expect(bad.body.result.find((e: { field: string }) => e.field === 'codeOrdr').message).toBe(
      MESSAGES.ko['code.ordrInvalid'],
    );

    const empty = await http().put('/api/common/code/PLAN/000001').set(admin).send({}).expect(400);
    expect(empty.body.result[0].message).toBe(MESSAGES.ko['code.nothingToChange']);

    await http().put('/api/common/code/PLAN/999999').set(admin).send({ codeNmKo: '없음' }).expect(404);
    await http().put('/api/common/code/NO_SUCH_GROUP').set(admin).send({ groupNmKo: '없음' }).expect(404);
    const unknown = await detail('NO_SUCH_GROUP').expect(404);
    expect(unknown.body.message).toBe('코드 그룹을 찾을 수 없습니다. (NO_SUCH_GROUP)');
    await detail('bad group!').expect(400);
    await http().get('/api/common/code/detail').expect(400);
  });
});
