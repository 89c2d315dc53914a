export * from './object-storage';
export { LocalStorage } from './local-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export { sendObject, type SendObjectOptions } from './send-object';
export { storageFromConfig, s3OptionsOf } from './storage-from-config';
export { storageAt, syncStorage, type SyncResult } from './storage-sync';
