import type { AppConfig } from '../../config/app-config';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, type S3StorageOptions } from './s3-storage';

/** The S3 settings of the configuration, without the bucket. */
export function s3OptionsOf(config: AppConfig): Omit<S3StorageOptions, 'bucket'> {
  const v = config.values;
  return {
    region: v.S3_REGION,
    endpoint: v.S3_ENDPOINT,
    accessKeyId: v.S3_ACCESS_KEY_ID,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    forcePathStyle: v.S3_FORCE_PATH_STYLE,
    presignTtlSeconds: v.STORAGE_PRESIGN_TTL_SECONDS,
  };
}

/** The storage driver the configuration names (STORAGE_DRIVER), made once per process. */
export function storageFromConfig(config: AppConfig): ObjectStorage {
  const v = config.values;
  if (v.STORAGE_DRIVER === 'local') return new LocalStorage(config.storageDir);
  return new S3Storage({ ...s3OptionsOf(config), bucket: v.S3_BUCKET as string });
}
