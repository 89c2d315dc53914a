import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { fromBufferPromise } from 'yauzl';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { setClock } from './accounts';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export const GiB = 2 ** 30;
export const BASE_BYTES = Math.round(6.5 * GiB); // → 7 GB billed
export const EXTRA_BYTES = Math.round(2.7 * GiB); // with the base: 9.2 GiB → 10 GB
export type Auth = { Authorization: string };
export interface RunItem {
  insttCode: string;
  status: 'OK' | 'FAILED';
  claimId: number | null;
  error: string | null;
}

/** 'YYYY-MM-DD' at 00:30 in Korea, when the daily job runs. */
export const at = (day: string) => new Date(`${day}T00:30:00+09:00`);

/** Runs the billing handler in a separate process (as the worker does); resolves with its exit code and report. */
export function runChild(
  codes: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; report: { items: RunItem[] } | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-r',
        path.join(__dirname, 'swc-register.js'),
        path.join(__dirname, 'billing-daily-child.ts'),
        codes.join(','),
      ],
      {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      let report = null;
      try {
        report = last.startsWith('{') ? JSON.parse(last) : null;
      } catch {
        report = null;
      }
      resolve({ code, report, stderr: err });
    });
  });
}

/** The entries of a zip: name → text. */
export async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return out;
}

export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

export type BillingJobsSuite = ReturnType<typeof billingJobsSuite>;

export function billingJobsSuite() {
  let app: INestApplication;
  let f: Factories;
  let storage: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36).slice(-6);
  // A: basic plan, real usage (members and files); E: education plan A; X1, X2: extra institutions for the crash runs.
  const A = `bill-a-${tag}`;
  const E = `bill-e-${tag}`;
  const X1 = `bill-x1-${tag}`;
  const X2 = `bill-x2-${tag}`;
  let provider: Auth;
  let adminA: { auth: Auth; emailaddr: string };
  let memberA: Auth;
  const extraMembers: string[] = [];

  const runDaily = async (day: string, codes: string[]): Promise<RunItem[]> => {
    await setClock(app, at(day));
    const res = await http().post('/api/dev/billing/run-daily').send({ insttCodes: codes }).expect(200);
    return res.body.result.items as RunItem[];
  };
  const claimsOf = (insttCode: string) =>
    db().query<{ claimId: number; claimMonth: string; total: number }[]>(
      `SELECT claim_id AS "claimId", claim_month AS "claimMonth", total_amount::float8 AS total FROM claim WHERE instt_code = $1 ORDER BY claim_month`,
      [insttCode],
    );
  const statusOf = async (insttCode: string) =>
    (await http().get(`/api/instt/${insttCode}/status`).set(provider).expect(200)).body.result
      .statusCode as string;

  /** A file of `bytes` in storage (sparse: no disk used) recorded as an attachment of the institution. */
  const attachFile = async (insttCode: string, name: string, bytes: number, registerId: string) => {
    const rel = path.join('billing-test', insttCode, name);
    fs.mkdirSync(path.join(storage, 'billing-test', insttCode), { recursive: true });
    fs.writeFileSync(path.join(storage, rel), '');
    fs.truncateSync(path.join(storage, rel), bytes);
    const id = `bt-${insttCode}-${name}`.slice(0, 40);
    await db().query(`INSERT INTO atchmnfl (atchmnfl_id, instt_code, register_id) VALUES ($1, $2, $3)`, [
      id,
      insttCode,
      registerId,
    ]);
    await db().query(
      `INSERT INTO atchmnfl_detail (atchmnfl_id, file_ordr, orignl_file_nm, stre_file_path, file_size, file_mime) VALUES ($1, 1, $2, $3, $4, 'application/octet-stream')`,
      [id, name, rel, bytes],
    );
    return id;
  };
  const detachFile = async (id: string, insttCode: string, name: string) => {
    await db().query(`DELETE FROM atchmnfl WHERE atchmnfl_id = $1`, [id]);
    fs.rmSync(path.join(storage, 'billing-test', insttCode, name), { force: true });
  };

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    storage = app.get(AppConfig).storageDir;
    await f.newInstitution({ insttCode: A, insttNm: `빌링 기본 ${tag}`, planCode: '000001' });
    await f.newInstitution({ insttCode: E, insttNm: `빌링 교육 ${tag}`, planCode: '000004' });
    await f.newInstitution({ insttCode: X1, insttNm: `빌링 X1 ${tag}` });
    await f.newInstitution({ insttCode: X2, insttNm: `빌링 X2 ${tag}` });
    // Subscriptions started mid-November 2026: December is the first billed month.
    await db().query(`UPDATE subscription SET begin_de = '2026-11-15' WHERE instt_code = ANY($1::text[])`, [
      [A, E, X1, X2],
    ]);
    provider = (await f.actor('openbiz', 4)).auth;
    const admin = await f.actor(A, 14);
    adminA = { auth: admin.auth, emailaddr: admin.user.emailaddr };
    memberA = (await f.actor(A, 12)).auth;
    for (let i = 0; i < 6; i++) await f.newUser({ insttCode: A, userSeCode: 12 }); // A: 8 active members
    await f.actor(E, 14);
    for (let i = 0; i < 7; i++) await f.newUser({ insttCode: E, userSeCode: 12 }); // E: 8 active members
    await attachFile(A, 'base.bin', BASE_BYTES, admin.user.userId);
  });

  afterAll(async () => {
    await setClock(app, null);
    fs.rmSync(path.join(storage, 'billing-test'), { recursive: true, force: true });
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get storage() {
      return storage;
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
    http,
    db,
    tag,
    A,
    E,
    X1,
    X2,
    extraMembers,
    runDaily,
    claimsOf,
    statusOf,
    attachFile,
    detachFile,
  };
}
