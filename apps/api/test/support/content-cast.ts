import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export type Actor = Awaited<ReturnType<Factories['actor']>>;

/** The people an owned-content suite (web maps, themed apps) tests against: two institutions,
 *  the owner and every role of the owner's institution, a member and an admin of the other. */
export interface ContentCast {
  app: INestApplication;
  f: Factories;
  /** The owner's institution code. */
  a: string;
  owner: Actor;
  sameInstt: Actor;
  insttAdmin: Actor;
  provider: Actor;
  viewer: Actor;
  other: Actor;
  otherAdmin: Actor;
}

/**
 * Starts the API and creates the cast in a `beforeAll` (closed in `afterAll`). The returned
 * object is filled in place, so a suite can add its own fixtures to it in a later `beforeAll`
 * and hand the same object to its tests.
 */
export function contentCast<T extends object>(extra: T): ContentCast & T & ContentCastTools {
  const cast = extra as ContentCast & T & ContentCastTools;
  const tools: ContentCastTools = {
    http: () => request(cast.app.getHttpServer()),
    db: () => cast.app.get(DataSource),
    storage: () => cast.app.get(AppConfig).storageDir,
  };
  Object.assign(cast, tools);
  beforeAll(async () => {
    cast.app = await createTestApp();
    cast.f = new Factories(cast.app);
    cast.a = (await cast.f.newInstitution()).insttCode;
    const b = (await cast.f.newInstitution()).insttCode;
    cast.owner = await cast.f.actor(cast.a, USER_SE_CODES.MEMBER);
    cast.sameInstt = await cast.f.actor(cast.a, USER_SE_CODES.MEMBER);
    cast.insttAdmin = await cast.f.actor(cast.a, USER_SE_CODES.INSTT_ADMIN);
    cast.provider = await cast.f.actor(cast.a, USER_SE_CODES.PROVIDER_ADMIN);
    cast.viewer = await cast.f.actor(cast.a, USER_SE_CODES.VIEWER);
    cast.other = await cast.f.actor(b, USER_SE_CODES.MEMBER);
    cast.otherAdmin = await cast.f.actor(b, USER_SE_CODES.INSTT_ADMIN);
  });
  afterAll(() => cast.app.close());
  return cast;
}

export interface ContentCastTools {
  http: () => ReturnType<typeof request>;
  db: () => DataSource;
  storage: () => string;
}

/** Puts one row in the sharing table (pblonsip) for a map or an app, by its owner. */
export const insertShare = (
  db: DataSource,
  type: 'APP' | 'MAP',
  id: string,
  scope: number,
  refrnId: string | null,
  by: Actor,
) =>
  db.query(
    `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
     VALUES ($1::varchar, $2::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_ty_code = $1::varchar AND cntnts_id = $2::varchar), $3, $4, $5, $5)`,
    [type, id, scope, refrnId, by.user.userId],
  );
