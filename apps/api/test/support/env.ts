// Environment of every API test: its own database and Redis db, no app serving, quiet logs.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nuri_test';
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
process.env.QUEUE_PREFIX = 'nuri-test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.SERVE_APPS = 'false';
process.env.DEV_TOOLS = 'true';
process.env.MIGRATE_ON_START = 'false';
process.env.STORAGE_DIR = process.env.TEST_STORAGE_DIR ?? 'tmp/test-storage';
export {};
