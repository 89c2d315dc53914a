import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { formatFileSize } from '@nuri/domain';
import { openPromise, type Entry, type ZipFile } from 'yauzl';
import { DomainError } from '../../common/errors/domain-error';

/** Limits of one uploaded zip (zip bombs): entries listed, and bytes once unpacked. */
export const ZIP_MAX_ENTRIES = 100;
export const ZIP_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;

export interface ZipEntryInfo {
  /** The entry's path inside the zip, decoded (UTF-8, else CP949). */
  name: string;
  size: number;
  directory: boolean;
}

interface OpenZip {
  zip: ZipFile;
  entries: Array<ZipEntryInfo & { entry: Entry }>;
}

/**
 * Lists a zip's entries without unpacking anything, refusing what could write outside the
 * target folder (absolute paths, '..'), encrypted entries, too many entries and too many bytes
 * once unpacked (sizes are the declared ones; unpacking checks the real ones against them).
 */
export async function listZip(file: string): Promise<ZipEntryInfo[]> {
  const { zip, entries } = await openChecked(file);
  zip.close();
  return entries.map(({ name, size, directory }) => ({ name, size, directory }));
}

/** Unpacks the named entries to the given paths; the rest of the zip stays packed. */
export async function extractZipEntries(file: string, targets: ReadonlyMap<string, string>): Promise<void> {
  const { zip, entries } = await openChecked(file);
  try {
    for (const e of entries) {
      const to = targets.get(e.name);
      if (!to) continue;
      const stream = await zip.openReadStreamPromise(e.entry);
      // yauzl compares the bytes actually unpacked with the declared size and fails on a lie.
      await pipeline(stream, createWriteStream(to, { flags: 'wx' }));
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw new DomainError('BAD_REQUEST', 'upload.zip.unreadable');
  } finally {
    zip.close();
  }
}

async function openChecked(file: string): Promise<OpenZip> {
  let zip: ZipFile;
  try {
    zip = await openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new DomainError('BAD_REQUEST', 'upload.zip.unreadable');
  }
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) {
      throw new DomainError('PAYLOAD_TOO_LARGE', 'upload.zip.tooManyEntries', { max: ZIP_MAX_ENTRIES });
    }
    const entries: OpenZip['entries'] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = decodeEntryName(entry);
      // A symbolic link (Unix mode in the high half of the external attributes) could point anywhere.
      if (!isSafeEntryName(name) || isSymlink(entry))
        throw new DomainError('BAD_REQUEST', 'upload.zip.unsafePath', { entry: name.slice(0, 200) });
      if (entry.isEncrypted()) throw new DomainError('BAD_REQUEST', 'upload.zip.encrypted');
      total += entry.uncompressedSize;
      if (total > ZIP_MAX_UNCOMPRESSED_BYTES) {
        throw new DomainError('PAYLOAD_TOO_LARGE', 'upload.zip.tooLarge', {
          limit: formatFileSize(ZIP_MAX_UNCOMPRESSED_BYTES),
        });
      }
      entries.push({ name, size: entry.uncompressedSize, directory: name.endsWith('/'), entry });
    }
    return { zip, entries };
  } catch (e) {
    zip.close();
    if (e instanceof DomainError) throw e;
    throw new DomainError('BAD_REQUEST', 'upload.zip.unreadable');
  }
}

const UTF8_FLAG = 0x800;

/** Entry names: UTF-8 when flagged or valid, else CP949 (Korean Windows zip tools), else Latin-1. */
function decodeEntryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  if (entry.generalPurposeBitFlag & UTF8_FLAG) return raw.toString('utf8');
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(raw);
    } catch {
      // next encoding
    }
  }
  return raw.toString('latin1');
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Whether an entry was stored as a symbolic link by a Unix zip tool. */
function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** Relative, inside the folder: no leading slash or drive letter, no '..' step, no NUL. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.includes('\0')) return false;
  const normalised = name.replace(/\\/g, '/');
  if (normalised.startsWith('/') || /^[a-zA-Z]:/.test(normalised)) return false;
  return !normalised.split('/').some((step) => step === '..');
}
