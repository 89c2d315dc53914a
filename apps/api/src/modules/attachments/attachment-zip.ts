import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// Download names carry the platform's local time (Korea, UTC+9, no daylight saving).
const KST_OFFSET_MS = 9 * 3600 * 1000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** 'yyyyMMdd_HHmmss.zip' in Korean time, e.g. 20261121_153000.zip. */
export function zipFileName(now: Date): string {
  const t = new Date(now.getTime() + KST_OFFSET_MS);
  const date = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
  return `${date}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}.zip`;
}

/**
 * Entry names inside the zip: the original names, without any folder part (nothing can land
 * outside the folder it is unpacked into), made unique with ' (2)', ' (3)'… before the extension.
 */
export function zipEntryNames(originalNames: readonly string[]): string[] {
  const used = new Set<string>();
  return originalNames.map((original) => {
    const base = path.posix.basename(original.replace(/\\/g, '/')).replace(/^\.+/, '') || 'file';
    const ext = path.posix.extname(base);
    const stem = base.slice(0, base.length - ext.length);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * A zip of stored files streamed one after the other (memory stays flat): each is opened only
 * when its turn comes, so no storage connection waits idle.
 */
export function zipStream(files: ReadonlyArray<{ open: () => Promise<Readable>; name: string }>): Readable {
  const zip = new ZipFile();
  for (const f of files) {
    zip.addReadStreamLazy(f.name, {}, (done) => {
      f.open().then(
        (s) => done(null, s),
        (e: unknown) => done(e, Readable.from([])),
      );
    });
  }
  zip.end();
  return new Readable().wrap(zip.outputStream);
}
