import { constants, publicEncrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Redis from 'ioredis';
import { clearLoginLimits, outboxMark, waitForCode } from './login';
import { baseUrl, serverEnv, serverPort } from './server-config';

// Test setup through the API, the way the apps call it: sign-up of an institution with its
// admin, a login for a token, and a layer upload followed to the end of its import job.
//   const token = await apiLogin('kim01', 'Nuri!2026pass', 'kim01@example.com');
//   const { lyrId } = await uploadLayerFile(token, '/work/shared/data/roads_5186_utf8.zip', { uploadType: 'shp' });

interface Envelope<T> {
  code: number;
  message?: string;
  result: T;
}

/** The envelope's result of a JSON call; the test fails with the answer otherwise. */
export async function apiCall<T>(method: string, route: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.result;
}

let publicKey: string | undefined;
/** base64(RSA-OAEP-SHA256(plaintext)) under the served key, as the apps send passwords. */
export async function encryptPassword(plain: string): Promise<string> {
  publicKey ??= (await apiCall<{ publicKey: string }>('GET', '/api/auth/public-key')).publicKey;
  const padding = constants.RSA_PKCS1_OAEP_PADDING;
  return publicEncrypt({ key: publicKey, oaepHash: 'sha256', padding }, Buffer.from(plain)).toString(
    'base64',
  );
}

/** The newest mail or SMS text sent to an address (development outbox). */
async function lastText(to: string): Promise<string> {
  const sent = await apiCall<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!sent[0]) throw new Error(`nothing in the outbox for ${to}`);
  return sent[0].text;
}

async function verifiedEmail({ userId, emailaddr }: { userId: string; emailaddr: string }): Promise<string> {
  await apiCall('POST', '/api/auth/email/verify-email', { userId, emailaddr });
  const emailCrtfcKey = (await lastText(emailaddr)).match(/\d{6}/)?.[0];
  const { verificationToken } = await apiCall<{ verificationToken: string }>(
    'POST',
    '/api/auth/email/verify-email/response',
    { userId, emailaddr, emailCrtfcKey },
  );
  return verificationToken;
}

/**
 * Browser test runs share the per-address sign-up and verification limits of this Redis: start
 * from clean counters for the local addresses.
 */
async function resetAddressLimits(): Promise<void> {
  const redis = new Redis(serverEnv(serverPort()).REDIS_URL ?? 'redis://127.0.0.1:6379/15', {
    lazyConnect: true,
  });
  const names = ['signup-ip', 'vrf-send-ip', 'vrf-check-ip', 'login-ip'];
  try {
    await redis.connect();
    await redis.del(
      ...names.flatMap((name) =>
        ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) => `nuri:rl:${name}:${ip}`),
      ),
    );
  } finally {
    redis.disconnect();
  }
}

export interface InstitutionAdmin {
  userId: string;
  userNm: string;
  emailaddr: string;
  password: string;
  insttCode: string;
  insttNm: string;
}

/** Signs an institution up with its master admin (14) on the basic plan, as the sign-up screen does. */
export async function signUpInstitution(admin: InstitutionAdmin): Promise<void> {
  await resetAddressLimits();
  const { password, ...fields } = admin;
  await apiCall('POST', '/api/auth/users/signup/instt', {
    ...fields,
    planCode: '000001',
    userPassword: await encryptPassword(password),
    emailVerificationToken: await verifiedEmail(admin),
    termsAgreeAt: 'Y',
    privacyAgreeAt: 'Y',
  });
}

/**
 * An access token (POST /api/auth/login); admins (4, 14) complete it with the code e-mailed to
 * `emailaddr` (POST /api/emailAuthentication/send, then /api/auth/login/second-factor).
 */
export async function apiLogin(userId: string, password: string, emailaddr?: string): Promise<string> {
  await clearLoginLimits(userId, emailaddr);
  const login = await apiCall<{ secondFactorRequired: boolean; accessToken?: string; challengeId?: string }>(
    'POST',
    '/api/auth/login',
    { userId, password: await encryptPassword(password) },
  );
  if (!login.secondFactorRequired && login.accessToken) return login.accessToken;
  if (!emailaddr || !login.challengeId)
    throw new Error(`the login of ${userId} needs its e-mail for the second factor`);
  const seen = await outboxMark(emailaddr);
  await apiCall('POST', '/api/emailAuthentication/send', { challengeId: login.challengeId });
  const tokens = await apiCall<{ accessToken: string }>('POST', '/api/auth/login/second-factor', {
    challengeId: login.challengeId,
    emailCrtfcKey: await waitForCode(emailaddr, seen),
  });
  return tokens.accessToken;
}

export interface JobStatus {
  jobId: string;
  lyrId: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  error: string | null;
}

/**
 * POST /api/layers/upload (multipart: the fields and the file under `files`, as the layer upload
 * widget sends them), then GET /api/jobs/{jobId} until the import completes.
 */
export async function uploadLayerFile(
  token: string,
  filePath: string,
  fields: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ lyrId: string; job: JobStatus }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('files', new Blob([await readFile(filePath)]), path.basename(filePath));
  const response = await fetch(`${baseUrl()}/api/layers/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await response.json()) as Envelope<{ lyrId: string; jobId: string | null }>;
  if (response.status !== 202 || !json.result.jobId) {
    throw new Error(`POST /api/layers/upload answered ${response.status}: ${JSON.stringify(json)}`);
  }
  const { lyrId, jobId } = json.result;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await apiCall<JobStatus>('GET', `/api/jobs/${jobId}`, undefined, token);
    if (job.state === 'completed') return { lyrId, job };
    if (job.state === 'failed') throw new Error(`import job ${jobId} failed: ${job.error}`);
    if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${job.state} (${job.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The HTTP status of GET `route` with the token (for answers that are not 2xx). */
export async function statusOf(route: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}${route}`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}
