import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * Moves a local file: a rename, or across file systems (a mounted volume) a copy under a
 * temporary name renamed into place, then the original removed. Readers never see half a file.
 */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    const part = `${to}.part-${randomBytes(6).toString('hex')}`;
    try {
      await fs.copyFile(from, part);
      await fs.rename(part, to);
    } finally {
      await fs.rm(part, { force: true });
    }
    await fs.rm(from, { force: true });
  }
}
