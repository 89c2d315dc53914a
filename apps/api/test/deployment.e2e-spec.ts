import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../src/config/config.schema';

// The containers cannot run here; this keeps them consistent with the configuration schema.
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  profiles?: string[];
}

describe('docker-compose.yml and Dockerfiles', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const known = new Set(Object.keys(CONFIG_VARIABLES));

  it('has the platform services', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'migrate', 'minio', 'minio-init', 'postgis', 'redis', 'web', 'worker']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['edgecache', 'miniodata', 'pgdata', 'redisdata', 'storage']);
  });

  it('offers MinIO only under the s3 profile, for STORAGE_DRIVER=s3', () => {
    expect(compose.services.minio.profiles).toEqual(['s3']);
    expect(compose.services['minio-init'].profiles).toEqual(['s3']);
    const env = compose.services.api.environment ?? {};
    // The default stays the storage volume; the S3 settings come from the environment.
    expect(env.STORAGE_DRIVER).toBe('${STORAGE_DRIVER:-local}');
    expect(env.S3_BUCKET).toBe('${S3_BUCKET:-}');
  });

  it.each(['api', 'worker', 'migrate'])('%s only sets variables the configuration schema knows', (name) => {
    const env = compose.services[name].environment ?? {};
    const unknown = Object.keys(env).filter((k) => !known.has(k));
    expect(unknown).toEqual([]);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/nuri:.*@postgis:5432\/nuri$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379/0');
  });

  it('runs the entrypoints that exist in the build', () => {
    expect(compose.services.worker.command).toEqual(['node', 'apps/api/dist/worker.js']);
    expect(compose.services.migrate.command).toEqual(['node', 'apps/api/dist/database/migrate.js', '--seed']);
    expect(fs.existsSync(path.join(root, 'apps/api/src/worker.ts'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'apps/api/src/database/migrate.ts'))).toBe(true);
    expect(read('docker/api.Dockerfile')).toContain('CMD ["node", "apps/api/dist/main.js"]');
    expect(read('docker/worker.Dockerfile')).toContain('apps/api/dist/worker.js');
  });

  it('checks health where it matters and waits for dependencies', () => {
    for (const name of ['postgis', 'redis', 'api', 'web']) expect(compose.services[name].healthcheck).toBeDefined();
    expect(compose.services.api.healthcheck?.test.join(' ')).toContain('/api/health/ready');
    expect(compose.services.api.depends_on?.migrate.condition).toBe('service_completed_successfully');
    expect(compose.services.worker.depends_on?.redis.condition).toBe('service_healthy');
  });

  it('keeps the API port, nginx upstream and the published web port consistent', () => {
    const port = compose.services.api.environment?.PORT;
    expect(compose.services.api.expose).toEqual([port]);
    const nginx = read('docker/nginx.conf');
    expect(nginx).toContain(`server api:${port}`);
    expect(nginx).toMatch(/location \/api\/ \{\s*proxy_pass http:\/\/nuri_api;/);
    expect(compose.services.web.ports?.[0]).toMatch(/:80$/);
  });

  it('passes live layer events through nginx unbuffered, with a read timeout beyond the pings', () => {
    const nginx = read('docker/nginx.conf');
    const block = /location ~ \^\/api\/layers\/\[\^\/\]\+\/events\$ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(block).toMatch(/proxy_pass http:\/\/nuri_api;/);
    expect(block).toMatch(/proxy_buffering off;/);
    expect(block).toMatch(/proxy_read_timeout 1h;/);
  });

  it('installs GDAL in the API image', () => {
    expect(read('docker/api.Dockerfile')).toMatch(/apt-get install[^\n]*gdal-bin/);
  });

  it('documents every configuration variable in docs/configuration.md', () => {
    const doc = read('docs/configuration.md');
    const missing = [...known].filter((k) => !doc.includes(`| \`${k}\` |`));
    expect(missing).toEqual([]);
  });
});
