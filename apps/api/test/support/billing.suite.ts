import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { setClock } from './accounts';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export type Auth = { Authorization: string };

export type BillingSuite = ReturnType<typeof billingSuite>;

export function billingSuite() {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36).slice(-6);
  const A = `sub-a-${tag}`;
  const B = `sub-b-${tag}`;
  let provider: Auth;
  let adminA: Auth;
  let memberA: Auth;
  let adminB: Auth;

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await f.newInstitution({ insttCode: A, insttNm: `구독 가 ${tag}` });
    await f.newInstitution({ insttCode: B, insttNm: `구독 나 ${tag}`, planCode: '000005' });
    provider = (await f.actor('openbiz', 4)).auth;
    adminA = (await f.actor(A, 14)).auth;
    memberA = (await f.actor(A, 12)).auth;
    adminB = (await f.actor(B, 14)).auth;
  });

  afterAll(async () => {
    await setClock(app, null);
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get provider() {
      return provider;
    },
    get adminA() {
      return adminA;
    },
    get memberA() {
      return memberA;
    },
    get adminB() {
      return adminB;
    },
    http,
    db,
    tag,
    A,
    B,
  };
}
