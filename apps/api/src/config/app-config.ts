import { createSecretKey, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { ConfigValues, parseConfig } from './config.schema';

/** Typed, validated configuration shared by the HTTP API and the worker. */
export class AppConfig {
  readonly values: ConfigValues;
  readonly repoRoot: string;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.values = parseConfig(env);
    this.repoRoot = findRepoRoot();
  }

  get isProduction(): boolean {
    return this.values.NODE_ENV === 'production';
  }

  get devTools(): boolean {
    return this.values.DEV_TOOLS && !this.isProduction;
  }

  /** Access-token signing secret; a fixed value outside production so several processes agree. */
  get jwtSecret(): string {
    return this.values.JWT_SECRET ?? 'development-only-jwt-secret-not-for-production-use';
  }

  /**
   * The same secret as a KeyObject, made once: jsonwebtoken turns a string secret into a key on
   * every sign and verify (after first trying, and failing, to parse it as a public key), which
   * cost about a tenth of the API's CPU under load (docs/performance.md, resilience suite).
   */
  get jwtKey(): KeyObject {
    this.jwtKeyObject ??= createSecretKey(Buffer.from(this.jwtSecret, 'utf8'));
    return this.jwtKeyObject;
  }

  private jwtKeyObject?: KeyObject;

  /** AES-256-GCM key for secrets at rest; a fixed value outside production. */
  get encryptionKey(): Buffer {
    return Buffer.from(this.values.ENCRYPTION_KEY ?? 'ZGV2ZWxvcG1lbnQtb25seS1lbmNyeXB0aW9uLWtleSE=', 'base64');
  }

  get webDistDir(): string {
    return this.values.WEB_DIST_DIR ?? path.join(this.repoRoot, 'apps/web/dist');
  }

  get adminDistDir(): string {
    return this.values.ADMIN_DIST_DIR ?? path.join(this.repoRoot, 'apps/admin/dist');
  }

  get storageDir(): string {
    return path.resolve(this.repoRoot, this.values.STORAGE_DIR);
  }

  /** The local folder of GDAL work files (default: the storage folder, as before object storage). */
  get workDir(): string {
    return path.resolve(this.repoRoot, this.values.WORK_DIR ?? this.values.STORAGE_DIR);
  }

  gdalTool(name: 'ogr2ogr' | 'ogrinfo' | 'gdalinfo' | 'gdal_translate' | 'gdalwarp'): string {
    return this.values.GDAL_BIN_DIR ? path.join(this.values.GDAL_BIN_DIR, name) : name;
  }
}

// apps/api/{src,dist}/config → repository root, both from sources (tests) and from the build.
function findRepoRoot(): string {
  return path.resolve(__dirname, '../../../..');
}
