// File helpers shared by the thumbnail and upload rules. Sizes use binary units
// (1 KB = 1024 bytes, 1 MB = 1048576 bytes), as the spec's 1 MB = 1048576 bytes does.
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;
export const BYTES_PER_GB = 1024 * 1024 * 1024;

/** Lower-case extension after the last dot ('Photo.JPG' → 'jpg'); '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const extension = fileExtension(fileName);
  return extension !== '' && extensions.includes(extension);
}

const UNITS = [
  { unit: 'GB', bytes: BYTES_PER_GB },
  { unit: 'MB', bytes: BYTES_PER_MB },
  { unit: 'KB', bytes: BYTES_PER_KB },
] as const;

/**
 * '512B', '1.5KB', '1MB', '1.01MB'. Two decimals at most, rounded up, so a size over a limit
 * never displays as the limit itself (1048577 bytes shows as '1.01MB', not '1MB').
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0B';
  for (const { unit, bytes: size } of UNITS) {
    if (bytes >= size) {
      const value = Math.ceil((bytes / size) * 100 - 1e-9) / 100;
      return `${Number(value.toFixed(2))}${unit}`;
    }
  }
  return `${Math.ceil(bytes)}B`;
}
