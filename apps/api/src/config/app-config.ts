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

  get webDistDir(): string {
    return this.values.WEB_DIST_DIR ?? path.join(this.repoRoot, 'apps/web/dist');
  }

  get adminDistDir(): string {
    return this.values.ADMIN_DIST_DIR ?? path.join(this.repoRoot, 'apps/admin/dist');
  }

  get storageDir(): string {
    return path.resolve(this.repoRoot, this.values.STORAGE_DIR);
  }

  gdalTool(name: 'ogr2ogr' | 'ogrinfo' | 'gdalinfo' | 'gdal_translate' | 'gdalwarp'): string {
    return this.values.GDAL_BIN_DIR ? path.join(this.values.GDAL_BIN_DIR, name) : name;
  }
}

// apps/api/{src,dist}/config → repository root, both from sources (tests) and from the build.
function findRepoRoot(): string {
  return path.resolve(__dirname, '../../../..');
}
