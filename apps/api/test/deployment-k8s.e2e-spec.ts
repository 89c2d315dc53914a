import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { CONFIG_VARIABLES, parseConfig } from '../src/config/config.schema';

// The Kubernetes manifests (deploy/k8s, kustomize) cannot be applied here; this renders what
// kustomize would (the listed resources plus the generated ConfigMap and Secret) and checks it
// against the configuration schema, the API's routes and the nginx front.
const root = path.resolve(__dirname, '../../..');
const dir = path.join(root, 'deploy/k8s');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec: any;
}

function envFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`${file}: not KEY=VALUE: ${line}`);
    const key = line.slice(0, eq);
    if (key in out) throw new Error(`${file}: ${key} twice`);
    out[key] = line.slice(eq + 1);
  }
  return out;
}

describe('deploy/k8s manifests', () => {
  const kustomization = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as {
    resources: string[];
    configMapGenerator: Array<{ name: string; envs: string[] }>;
    secretGenerator: Array<{ name: string; envs: string[] }>;
  };
  const objects: K8sObject[] = kustomization.resources.flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8')).map((d) => d.toJS() as K8sObject),
  );
  const find = (kind: string, name: string): K8sObject => {
    const o = objects.find((x) => x.kind === kind && x.metadata.name === name);
    if (!o) throw new Error(`no ${kind} ${name}`);
    return o;
  };
  const container = (kind: string, name: string): any => find(kind, name).spec.template.spec.containers[0];
  const config = envFile('config.env');
  const secrets = envFile('secrets.env.example');
  const known = new Set(Object.keys(CONFIG_VARIABLES));

  it('lists every manifest of the folder as a resource, and each parses', () => {
    const yamlFiles = fs.readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(yamlFiles.sort());
    for (const o of objects) {
      expect(o.apiVersion).toBeTruthy();
      expect(o.metadata.name).toMatch(/^[a-z0-9-]+$/);
    }
    expect(kustomization.configMapGenerator).toEqual([{ name: 'nuri-config', envs: ['config.env'] }]);
    expect(kustomization.secretGenerator).toEqual([{ name: 'nuri-secrets', envs: ['secrets.env'] }]);
    // The filled-in secrets file stays out of the repository.
    expect(read('.gitignore')).toContain('deploy/k8s/secrets.env');
  });

  it('configures only variables the schema knows, secrets in the Secret, and a valid production configuration', () => {
    expect(Object.keys(config).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(secrets).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(config).filter((k) => k in secrets)).toEqual([]);
    for (const secret of ['DATABASE_URL', 'JWT_SECRET', 'ENCRYPTION_KEY', 'SEED_ADMIN_PASSWORD', 'SMS_PROVIDER_KEY', 'VWORLD_API_KEY']) {
      expect(secrets).toHaveProperty(secret);
    }
    // What an operator fills in: the CHANGE_ME placeholders replaced by real values.
    const filled: Record<string, string> = { ...config, ...secrets };
    filled.DATABASE_URL = 'postgres://nuri:s3cret@postgres:5432/nuri';
    filled.JWT_SECRET = 'x'.repeat(48);
    filled.ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
    filled.SEED_ADMIN_PASSWORD = 'Provider!2026';
    const values = parseConfig(filled);
    expect(values.NODE_ENV).toBe('production');
    expect(values.DEV_TOOLS).toBe(false);
    expect(values.MIGRATE_ON_START).toBe(false);
    expect(values.SERVE_APPS).toBe(false);
    // Unfilled placeholders are refused at start, never deployed as they are.
    expect(() => parseConfig({ ...config, ...secrets })).toThrow(/ENCRYPTION_KEY/);
    // The hosts in the URLs are the in-cluster names of the external services.
    expect(new URL(filled.DATABASE_URL).host).toBe(`${find('Service', 'postgres').metadata.name}:5432`);
    expect(new URL(secrets.DATABASE_URL).host).toBe('postgres:5432');
    expect(new URL(secrets.REDIS_URL).host).toBe(`${find('Service', 'redis').metadata.name}:6379`);
    expect(find('Service', 'postgres').spec.type).toBe('ExternalName');
    expect(find('Service', 'redis').spec.type).toBe('ExternalName');
  });

  it('runs the API with health probes on routes the API has, behind a Service nginx reaches', () => {
    const openapi = JSON.parse(read('libs/api-client/openapi.json')) as { paths: Record<string, unknown> };
    const api = container('Deployment', 'api');
    expect(api.command).toEqual(['node', 'apps/api/dist/main.js']);
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/health/ready', '/api/health/live']));
    expect(String(api.ports[0].containerPort)).toBe(config.PORT);
    expect(api.envFrom).toEqual([{ configMapRef: { name: 'nuri-config' } }, { secretRef: { name: 'nuri-secrets' } }]);
    expect(api.volumeMounts).toEqual([{ name: 'storage', mountPath: config.STORAGE_DIR }]);
    const service = find('Service', 'api');
    expect(String(service.spec.ports[0].port)).toBe(config.PORT);
    expect(read('docker/nginx.conf')).toContain(`server ${service.metadata.name}:${config.PORT}`);
    const hpa = find('HorizontalPodAutoscaler', 'api');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
  });

  it('runs the worker and the migration Job from the same image and configuration', () => {
    const api = container('Deployment', 'api');
    const worker = container('Deployment', 'worker');
    expect(worker.command).toEqual(['node', 'apps/api/dist/worker.js']);
    expect(fs.existsSync(path.join(root, 'apps/api/src/worker.ts'))).toBe(true);
    expect(worker.volumeMounts).toEqual([{ name: 'storage', mountPath: config.STORAGE_DIR }]);
    const migrate = find('Job', 'nuri-migrate').spec.template.spec.containers[0];
    expect(migrate.command).toEqual(['node', 'apps/api/dist/database/migrate.js', '--seed']);
    expect(fs.existsSync(path.join(root, 'apps/api/src/database/migrate.ts'))).toBe(true);
    for (const c of [worker, migrate]) {
      expect(c.image).toBe(api.image);
      expect(c.envFrom).toEqual(api.envFrom);
    }
    // One storage volume shared by every replica.
    expect(find('PersistentVolumeClaim', 'nuri-storage').spec.accessModes).toEqual(['ReadWriteMany']);
  });

  it('serves the apps through nginx and the ingress with the same upload limit', () => {
    const ingress = find('Ingress', 'nuri');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(find('Service', 'web').metadata.name);
    const nginxLimit = /client_max_body_size (\w+);/.exec(read('docker/nginx.conf'))?.[1];
    expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(nginxLimit);
    expect(container('Deployment', 'web').readinessProbe.httpGet.path).toBe('/');
  });

  it('has an S3 overlay: bucket settings, no shared volume, a work folder per pod', () => {
    const overlay = parse(read('deploy/k8s/s3/kustomization.yaml')) as {
      resources: string[];
      configMapGenerator: Array<{ name: string; behavior: string; envs: string[] }>;
      secretGenerator: Array<{ name: string; behavior: string; envs: string[] }>;
      patches: Array<{ path?: string; target?: { kind: string; name: string }; patch?: string }>;
    };
    expect(overlay.resources).toEqual(['..']);
    expect(overlay.configMapGenerator).toEqual([{ name: 'nuri-config', behavior: 'merge', envs: ['s3.env'] }]);
    expect(overlay.secretGenerator).toEqual([{ name: 'nuri-secrets', behavior: 'merge', envs: ['s3-secrets.env'] }]);
    expect(read('.gitignore')).toContain('deploy/k8s/s3/s3-secrets.env');
    const s3Config = envFile('s3/s3.env');
    const s3Secrets = envFile('s3/s3-secrets.env.example');
    expect(Object.keys({ ...s3Config, ...s3Secrets }).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(s3Secrets).sort()).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    // The merged configuration is valid and names the S3 driver with a work folder on the pods' mount.
    const values = parseConfig({
      ...config,
      ...secrets,
      ...s3Config,
      ...s3Secrets,
      JWT_SECRET: 'x'.repeat(48),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SEED_ADMIN_PASSWORD: 'Provider!2026',
    });
    expect(values).toMatchObject({ STORAGE_DRIVER: 's3', WORK_DIR: config.STORAGE_DIR });
    expect(values.S3_BUCKET).toBeTruthy();
    // The claim of the base is deleted, and the api and worker pods' storage volume becomes an emptyDir.
    const deleted = overlay.patches.find((p) => p.target?.kind === 'PersistentVolumeClaim');
    expect(deleted?.target?.name).toBe(find('PersistentVolumeClaim', 'nuri-storage').metadata.name);
    expect(deleted?.patch).toContain('$patch: delete');
    const workDir = parseAllDocuments(read(`deploy/k8s/s3/${overlay.patches.find((p) => p.path)?.path}`)).map((d) => d.toJS() as K8sObject);
    expect(workDir.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual(['Deployment/api', 'Deployment/worker']);
    for (const o of workDir) {
      const volume = o.spec.template.spec.volumes[0];
      const base = find('Deployment', o.metadata.name).spec.template.spec.volumes.find((v: any) => v.name === volume.name);
      expect(base.persistentVolumeClaim.claimName).toBe('nuri-storage');
      expect(volume).toMatchObject({ persistentVolumeClaim: null, emptyDir: { sizeLimit: expect.any(String) } });
    }
  });
});
