import { z } from 'zod';
import { parseAddressRange } from '../common/net/address-policy';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * A rate limit: requests allowed per window. Production uses `fallback`; development and test
 * (NODE_ENV other than production) use `devFallback` when the variable is unset, so that a client
 * can sign up and log in a few hundred users from one address in one run. Tests of the limits set
 * their own values.
 */
const limit = (doc: string, fallback: number, devFallback = fallback) => ({
  doc,
  schema: z.coerce.number().int().min(1).max(1_000_000).default(fallback),
  devDefault: String(devFallback),
});

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must use ${protocols.join(' or ')}`,
    });

/**
 * Every environment variable the API and worker read. Each entry documents itself; the
 * process refuses to start when one is invalid. docs/configuration.md lists the same names
 * (a test keeps them in step).
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: {
    doc: 'Runtime mode: development, test or production. Production disables development tools.',
    schema: z.enum(['development', 'test', 'production']).default('development'),
  },
  PORT: {
    doc: 'HTTP port of the API (which also serves both apps).',
    schema: z.coerce.number().int().min(1).max(65535).default(3000),
  },
  HOST: { doc: 'Address the HTTP server binds to.', schema: z.string().min(1).default('0.0.0.0') },
  DATABASE_URL: {
    doc: 'PostgreSQL connection URL (PostGIS 3 required).',
    schema: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/nuri'),
  },
  DATABASE_POOL_SIZE: {
    doc: 'Maximum PostgreSQL connections per process (the primary pool; docs/operations.md "Connection budget").',
    schema: z.coerce.number().int().min(1).max(200).default(10),
  },
  DATABASE_READ_URL: {
    doc: 'PostgreSQL connection URL of a read replica (streaming standby) for read-only list, search and OGC reads; unset: those reads use DATABASE_URL.',
    schema: url(['postgres:', 'postgresql:']).optional(),
  },
  DATABASE_READ_POOL_SIZE: {
    doc: 'Maximum connections per process to the read replica (used only when DATABASE_READ_URL is set).',
    schema: z.coerce.number().int().min(1).max(200).default(10),
  },
  REDIS_URL: {
    doc: 'Redis connection URL (caches, rate limits, verification codes, BullMQ queues).',
    schema: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379/0'),
  },
  QUEUE_PREFIX: {
    doc: 'Key prefix of the BullMQ queues; lets several environments share one Redis.',
    schema: z.string().regex(/^[a-z0-9_-]+$/i).default('nuri'),
  },
  MIGRATE_ON_START: {
    doc: 'Run pending database migrations when the API starts.',
    schema: bool(true),
  },
  PUBLIC_BASE_URL: {
    doc: 'Public address of the web app, used for links in e-mails (invitations).',
    schema: url(['http:', 'https:']).default('http://localhost:3000'),
  },
  CORS_ORIGINS: {
    doc: 'Comma-separated origins allowed by CORS (the two apps in development).',
    schema: z
      .string()
      .default('http://localhost:5173,http://localhost:5174')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string().url())),
  },
  SERVE_APPS: {
    doc: 'Serve the built web app at / and the admin app at /admin from the API process.',
    schema: bool(true),
  },
  WEB_DIST_DIR: {
    doc: 'Folder of the built web app (default: apps/web/dist of the repository).',
    schema: z.string().optional(),
  },
  ADMIN_DIST_DIR: {
    doc: 'Folder of the built admin app (default: apps/admin/dist of the repository).',
    schema: z.string().optional(),
  },
  STORAGE_DIR: {
    doc: 'Folder for uploaded files and rasters, outside any web root.',
    schema: z.string().min(1).default('./storage'),
  },
  STORAGE_DRIVER: {
    doc: 'Where files are stored: local (the STORAGE_DIR folder) or s3 (an S3-compatible bucket: AWS S3, MinIO, NCP Object Storage, KT Cloud, NHN Cloud; set S3_BUCKET and its credentials).',
    schema: z.enum(['local', 's3']).default('local'),
  },
  WORK_DIR: {
    doc: 'Local folder for GDAL work files (uploads being imported, thumbnails being drawn, downloads being made). Default: STORAGE_DIR. With STORAGE_DRIVER=s3 a per-pod folder (emptyDir) is enough.',
    schema: z.string().min(1).optional(),
  },
  S3_ENDPOINT: {
    doc: 'Address of the S3-compatible service (e.g. https://kr.object.ncloudstorage.com, http://minio:9000); unset for AWS S3.',
    schema: url(['http:', 'https:']).optional(),
  },
  S3_REGION: {
    doc: 'Region of the bucket (e.g. ap-northeast-2, kr-standard).',
    schema: z.string().min(1).default('us-east-1'),
  },
  S3_BUCKET: {
    doc: 'Bucket holding the files; required with STORAGE_DRIVER=s3.',
    schema: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  },
  S3_ACCESS_KEY_ID: {
    doc: 'Access key of the bucket (unset: the SDK default chain, e.g. an instance role).',
    schema: z.string().min(1).optional(),
  },
  S3_SECRET_ACCESS_KEY: {
    doc: 'Secret key of the bucket, with S3_ACCESS_KEY_ID.',
    schema: z.string().min(1).optional(),
  },
  S3_FORCE_PATH_STYLE: {
    doc: 'Address objects as endpoint/bucket/key (MinIO and most S3-compatible services) instead of bucket.endpoint/key.',
    schema: bool(true),
  },
  STORAGE_PRESIGN_TTL_SECONDS: {
    doc: 'Lifetime of presigned object addresses in seconds (S3 driver).',
    schema: z.coerce.number().int().min(10).max(3600).default(300),
  },
  STORAGE_PRESIGN_REDIRECT: {
    doc: "With STORAGE_DRIVER=s3: answer raster (COG) reads with a 302 to a presigned address after the access check, so the bytes come from the object storage (its CORS must allow the apps' origin and the Range header); false streams them through the API.",
    schema: bool(false),
  },
  LOG_LEVEL: {
    doc: 'pino log level.',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  },
  LOG_FORMAT: {
    doc: 'How log lines are written: json (one JSON object a line, for collectors), pretty (coloured, readable lines), or auto: pretty when the output is a terminal outside production, json otherwise.',
    schema: z.enum(['auto', 'json', 'pretty']).default('auto'),
  },
  WORKER_NICE: {
    doc: 'CPU priority (nice, 0–19) the worker lowers itself to at start, so that imports, thumbnails and billing yield to the API on a shared machine.',
    schema: z.coerce.number().int().min(0).max(19).default(10),
  },
  DEV_TOOLS: {
    doc: 'Enable development-only routes (dev outbox, dev clock). Refused when NODE_ENV=production.',
    schema: bool(false),
  },
  GDAL_BIN_DIR: {
    doc: 'Folder holding ogr2ogr, gdalinfo, gdal_translate and gdalwarp (default: found on PATH).',
    schema: z.string().optional(),
  },
  ALLOW_PRIVATE_URLS: {
    doc: 'Let outbound requests (web layer capabilities, map proxies) reach private, loopback and link-local addresses: false (only public addresses), true (every address), or comma-separated addresses/CIDRs that are reachable besides the public ones (e.g. 10.20.0.0/16 for one intranet map server).',
    schema: z
      .string()
      .default('false')
      .transform((v, ctx): boolean | string[] => {
        const flag = v.trim().toLowerCase();
        if (['true', '1', 'yes'].includes(flag)) return true;
        if (['false', '0', 'no', ''].includes(flag)) return false;
        const ranges = v.split(',').map((s) => s.trim()).filter(Boolean);
        const bad = ranges.find((r) => !parseAddressRange(r));
        if (bad) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `not an address or CIDR: ${bad}` });
        return ranges;
      }),
  },
  TRUST_PROXY: {
    doc: "Which proxies may tell the client's address (X-Forwarded-For): false (none, the socket address counts), a hop count, or comma-separated addresses/CIDRs (e.g. loopback,10.0.0.0/8).",
    schema: z
      .string()
      .default('false')
      // Trusting every proxy would let any client choose its own address.
      .refine((v) => v !== 'true', { message: 'true would trust any client; give a hop count or the proxy addresses' })
      .transform((v): boolean | number | string[] =>
        v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((s) => s.trim()).filter(Boolean),
      ),
  },
  PROVIDER_INSTT_CODE: {
    doc: "The provider's own institution code: wavusOnly menu items show only for it (in the biz environment).",
    schema: z.string().regex(/^[a-z][a-z0-9-]{1,29}$/).default('nuri'),
  },
  SERVICE_ENV: {
    doc: 'Deployment flavour: biz (business institutions) or gov (government institutions).',
    schema: z.enum(['biz', 'gov']).default('biz'),
  },
  ELECTION_INSTT_CODE: {
    doc: 'The one institution that sees election management (menu 561); unset hides it for everyone.',
    schema: z.string().regex(/^[a-z][a-z0-9-]{1,29}$/).optional(),
  },
  JWT_SECRET: {
    doc: 'Secret signing access tokens (at least 32 characters). Required in production; a fixed development value otherwise.',
    schema: z.string().min(32).optional(),
  },
  ACCESS_TOKEN_TTL_SECONDS: {
    doc: 'Lifetime of an access token in seconds (at most 15 minutes).',
    schema: z.coerce.number().int().min(30).max(900).default(900),
  },
  LOGIN_RATE_LIMIT_PER_ADDRESS: limit(
    'Logins per client address per minute (429 beyond). Sized for an office where hundreds of staff share one public address; the per-account limit and the account lock stop guessing.',
    300,
    3000,
  ),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: limit('Login attempts per account (user id) per minute, from any addresses (429 beyond).', 10),
  SIGNUP_RATE_LIMIT_PER_ADDRESS: limit(
    'Sign-ups (members and institutions) per client address per hour (429 beyond). Each sign-up also needs its own verified e-mail, limited per address below.',
    300,
    3000,
  ),
  CODE_SEND_RATE_LIMIT_PER_ADDRESS: limit('Verification codes sent (e-mail and SMS, second-factor mails included) per client address per 10 minutes (429 beyond).', 300, 3000),
  CODE_SEND_RATE_LIMIT_PER_TARGET: limit(
    "Verification codes sent to one e-mail address or phone number per 10 minutes, whatever the caller's address (429 beyond); this also bounds an admin account's second-factor mails.",
    5,
    300,
  ),
  CODE_CHECK_RATE_LIMIT_PER_ADDRESS: limit('Verification code checks per client address per 10 minutes (429 beyond); a code is spent after 5 wrong guesses anyway.', 600, 6000),
  PASSWORD_CHECK_RATE_LIMIT_PER_ADDRESS: limit('Password re-checks of signed-in members (before sensitive changes) per client address per 10 minutes (429 beyond).', 300, 3000),
  PASSWORD_CHECK_RATE_LIMIT_PER_ACCOUNT: limit(
    "Password re-checks per account per 10 minutes (429 beyond): a member's revalidation and an institution master's password check.",
    10,
  ),
  INQUIRY_RATE_LIMIT_PER_MINUTE: limit('Inquiries posted per minute: per account for members, per client address for guests (429 beyond; a refused post counts towards the captcha).', 5),
  INQUIRY_RATE_LIMIT_PER_HOUR: limit('Inquiries posted per hour: per account for members, per client address for guests.', 30),
  INQUIRY_RATE_LIMIT_PER_ADDRESS: limit("Members' inquiries per client address per hour, sized for an office behind one address.", 300),
  GUEST_PASSWORD_RATE_LIMIT_PER_ADDRESS: limit("Guest inquiries' password checks and guest deletes per client address per minute.", 10),
  CAPTCHA_RATE_LIMIT_PER_ADDRESS: limit('Captchas issued per client address per minute.', 30),
  BOARD_WRITE_RATE_LIMIT_PER_MINUTE: limit("A member's writes per board (Q&A questions and answers, comments, reviews) per minute, per account.", 10),
  BOARD_WRITE_RATE_LIMIT_PER_HOUR: limit("A member's writes per board per hour, per account.", 100),
  REFRESH_REUSE_GRACE_SECONDS: {
    doc: 'Seconds after a refresh token is used during which presenting it again counts as a retry of a refresh whose answer was lost (new tokens of the same family); later reuse revokes the whole family. 0 disables the retry window: any reuse revokes.',
    schema: z.coerce.number().int().min(0).max(60).default(10),
  },
  REFRESH_TOKEN_TTL_DAYS: {
    doc: 'Lifetime of a refresh token family in days.',
    schema: z.coerce.number().int().min(1).max(90).default(14),
  },
  ENCRYPTION_KEY: {
    doc: 'AES-256-GCM key for secrets at rest (phone numbers, institution telephone and address): 32 bytes in base64. Required in production.',
    schema: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, { message: 'must be 32 bytes encoded in base64' })
      .optional(),
  },
  RSA_PRIVATE_KEY: {
    doc: 'PEM private key for password transport (RSA-OAEP). When unset, a key pair is generated once and kept in the database.',
    schema: z.string().includes('PRIVATE KEY').optional(),
  },
  ALLOW_PLAINTEXT_PASSWORDS: {
    doc: 'Accept password fields that are not RSA-encrypted (development tools only; refused in production).',
    schema: bool(false),
  },
  SMTP_URL: {
    doc: 'SMTP server for mail (smtp:// or smtps://). When unset, mail goes to the development outbox.',
    schema: url(['smtp:', 'smtps:']).optional(),
  },
  MAIL_FROM: {
    doc: 'Sender address of outgoing mail.',
    schema: z.string().min(3).default('누리지도 <no-reply@nurimap.example>'),
  },
  SMS_PROVIDER_URL: {
    doc: 'HTTP endpoint of the SMS provider (POST {to, text}). When unset, SMS goes to the development outbox.',
    schema: url(['http:', 'https:']).optional(),
  },
  SMS_PROVIDER_KEY: {
    doc: 'API key sent to the SMS provider as a bearer token.',
    schema: z.string().optional(),
  },
  SEED_ADMIN_PASSWORD: {
    doc: 'Password of the seeded provider admin. Required in production; a demo value is used otherwise.',
    schema: z.string().min(9).optional(),
  },
  VWORLD_API_KEY: {
    doc: 'VWorld (api.vworld.kr) API key: fills the {key:VWORLD} placeholder of the VWorld base maps, enables the vworld map-proxy upstream and the one-parcel lookup. When unset those base maps are listed as unavailable.',
    schema: z.string().regex(/^[A-Za-z0-9-]{8,80}$/).optional(),
  },
  VWORLD_API_DOMAIN: {
    doc: 'Domain registered with the VWorld key, sent as the domain parameter of VWorld WMS/WFS requests made by the map proxy (default: the host of PUBLIC_BASE_URL).',
    schema: z.string().min(1).optional(),
  },
  KAKAO_MAP_APP_KEY: {
    doc: 'Kakao Maps JavaScript app key for the road view widget. When unset the road view is shown as unavailable.',
    schema: z.string().regex(/^[A-Za-z0-9]{8,80}$/).optional(),
  },
  JUSO_API_KEY: {
    doc: 'Approval key (confmKey) of the national road-name address search API (business.juso.go.kr addrLinkApi). With JUSO_COORD_API_KEY it adds the juso geocoder to GEOCODER_ORDER; never sent to browsers.',
    schema: z.string().min(8).max(200).optional(),
  },
  JUSO_COORD_API_KEY: {
    doc: 'Approval key of the national address coordinate API (addrCoordApi), giving the entrance point of each address found with JUSO_API_KEY.',
    schema: z.string().min(8).max(200).optional(),
  },
  JUSO_API_URL: {
    doc: 'Base address of the road-name address APIs (addrLinkApi.do and addrCoordApi.do are appended).',
    schema: url(['http:', 'https:']).default('https://business.juso.go.kr/addrlink'),
  },
  VWORLD_GEOCODER_URL: {
    doc: 'VWorld geocoder address (getcoord), used with VWORLD_API_KEY.',
    schema: url(['http:', 'https:']).default('https://api.vworld.kr/req/address'),
  },
  GEOCODER_ORDER: {
    doc: 'Order in which the geocoders are asked, comma-separated (gazetteer, juso, vworld); the first that finds the address answers, one that fails (timeout, error) is skipped. Providers without their keys are left out.',
    schema: z
      .string()
      .default('gazetteer,juso,vworld')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.enum(['gazetteer', 'juso', 'vworld'])).min(1)),
  },
  GEOCODER_TIMEOUT_MS: {
    doc: 'Time limit of one request to an external geocoder, in milliseconds.',
    schema: z.coerce.number().int().min(200).max(60000).default(5000),
  },
  TILE_MEMORY_MB: {
    doc: 'Memory per API process for the most used cached tiles (MB): a hit still asks Redis whether the tile is cached, but its bytes come from memory. 0 turns it off.',
    schema: z.coerce.number().int().min(0).max(4096).default(256),
  },
  ADDRESS_SEARCH_RATE_LIMIT: {
    doc: 'Address, reverse-geocoding and district searches (/api/address/*) allowed per client address per minute (429 beyond).',
    schema: z.coerce.number().int().min(1).max(100000).default(600),
  },
  MAP_PROXY_UPSTREAMS: {
    doc: 'Map proxy allow-list as JSON {"name": "https://host/path?fixed=params"}: /api/map/wms and /api/map/wfs forward only to these; query parameters written in the address (API keys) are always sent and cannot be overridden by the caller. vworld is added when VWORLD_API_KEY is set.',
    schema: z
      .string()
      .default('{}')
      .transform((v, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/), url(['http:', 'https:']))),
  },
  MAP_PROXY_TIMEOUT_MS: {
    doc: 'Time limit of one map proxy request to its upstream, in milliseconds.',
    schema: z.coerce.number().int().min(500).max(120000).default(15000),
  },
  MAP_PROXY_MAX_BYTES: {
    doc: 'Largest upstream response the map proxy passes on, in bytes (larger ones answer 503).',
    schema: z.coerce.number().int().min(1024).max(104857600).default(10485760),
  },
  MAP_PROXY_RATE_LIMIT: {
    doc: 'Map proxy requests allowed per client address per minute (429 beyond).',
    schema: z.coerce.number().int().min(1).max(100000).default(1200),
  },
  API_KEY_RATE_LIMIT: {
    doc: 'Requests one integrator API key may make per minute (429 beyond).',
    schema: z.coerce.number().int().min(1).max(1000000).default(600),
  },
  API_USAGE_FLUSH_SECONDS: {
    doc: "How often the worker writes API keys' usage counters from Redis to api_use_daily, in seconds.",
    schema: z.coerce.number().int().min(5).max(3600).default(60),
  },
  BILLING_GRACE_DAYS: {
    doc: 'Days a claim may stay overdue (institution status BILLING) before the institution is PAUSED.',
    schema: z.coerce.number().int().min(0).max(365).default(30),
  },
  BILLING_DAILY_CRON: {
    doc: 'Cron pattern (Asia/Seoul) of the daily billing job: usage snapshot, accrual, monthly claims, bill mails, overdue check.',
    schema: z.string().regex(/^\S+( \S+){4,5}$/).default('30 0 * * *'),
  },
  BILLING_FAIL_INSTT: {
    doc: "Test hook (development tools only): the daily billing job fails this institution's step on purpose.",
    schema: z.string().regex(/^[a-z][a-z0-9-]{1,29}$/).optional(),
  },
  BILLING_CRASH_AFTER: {
    doc: "Test hook (development tools only): the worker process exits with status 1 after creating this many institutions' claims.",
    schema: z.coerce.number().int().min(1).max(100000).optional(),
  },
} as const;

type Vars = typeof CONFIG_VARIABLES;
export type ConfigValues = { [K in keyof Vars]: z.output<Vars[K]['schema']> };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** Parses the environment into typed values, or throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): ConfigValues {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(CONFIG_VARIABLES)) {
    const given = env[name] === '' ? undefined : env[name];
    // NODE_ENV is the first entry: read before any development default is chosen.
    const raw = given ?? (out.NODE_ENV !== 'production' && 'devDefault' in def ? def.devDefault : undefined);
    const result = (def.schema as z.ZodTypeAny).safeParse(raw === '' ? undefined : raw);
    if (result.success) out[name] = result.data;
    else problems.push(`${name}: ${result.error.issues.map((i) => i.message).join('; ')} (${def.doc})`);
  }
  const values = out as ConfigValues;
  if (problems.length === 0 && values.NODE_ENV === 'production') {
    if (values.DEV_TOOLS) problems.push('DEV_TOOLS: must be false in production');
    if (!values.SEED_ADMIN_PASSWORD) problems.push('SEED_ADMIN_PASSWORD: required in production');
    if (!values.JWT_SECRET) problems.push('JWT_SECRET: required in production');
    if (!values.ENCRYPTION_KEY) problems.push('ENCRYPTION_KEY: required in production');
    if (values.ALLOW_PLAINTEXT_PASSWORDS) problems.push('ALLOW_PLAINTEXT_PASSWORDS: must be false in production');
    if (values.BILLING_FAIL_INSTT || values.BILLING_CRASH_AFTER) problems.push('BILLING_FAIL_INSTT, BILLING_CRASH_AFTER: test hooks, refused in production');
  }
  if (problems.length === 0 && values.STORAGE_DRIVER === 's3') {
    if (!values.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3');
    if (!values.S3_ACCESS_KEY_ID !== !values.S3_SECRET_ACCESS_KEY)
      problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  if (problems.length) throw new ConfigError(problems);
  return values;
}
