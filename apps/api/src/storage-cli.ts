import { AppConfig } from './config/app-config';
import { s3OptionsOf, storageAt, storageFromConfig, syncStorage } from './common/storage';

const USAGE = `Usage (from the repository, after the build; see docs/operations.md "Backups"):
  npm run storage -- backup <folder | s3://bucket> [--delete]    copy the configured storage (STORAGE_DRIVER) there
  npm run storage -- restore <folder | s3://bucket> [--delete]   copy it back into the configured storage
A folder is a local copy; s3://bucket is another bucket on the same S3 service (S3_ENDPOINT and
its keys). Objects already copied (same size, not older) are skipped; --delete removes from the
target what the source no longer has.`;

async function main(): Promise<void> {
  const [command, target, ...rest] = process.argv.slice(2);
  if (!['backup', 'restore'].includes(command ?? '') || !target) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = new AppConfig(process.env);
  const configured = storageFromConfig(config);
  const other = storageAt(target, s3OptionsOf(config));
  const [from, to] = command === 'backup' ? [configured, other] : [other, configured];
  const started = Date.now();
  const r = await syncStorage(from, to, { deleteExtra: rest.includes('--delete') });
  const where = config.values.STORAGE_DRIVER === 's3' ? `s3://${config.values.S3_BUCKET}` : config.storageDir;
  console.log(
    `${command} ${command === 'backup' ? `${where} → ${target}` : `${target} → ${where}`}: ${r.copied} copied (${(r.bytes / 1048576).toFixed(1)} MiB), ${r.skipped} unchanged, ${r.deleted} deleted, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
