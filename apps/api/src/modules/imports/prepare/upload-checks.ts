import { checkUploadFile, fileExtension, type UploadType } from '@nuri/domain';
import { DomainError } from '../../../common/errors/domain-error';
import { sniffUpload, type UploadKind } from '../upload-sniff';

/** A file received by the upload interceptor (multer disk storage). */
export interface ReceivedFile {
  originalname: string;
  path: string;
  size: number;
}

/** Options of a file upload, as the DTO carries them. */
export interface UploadOptions {
  encoding?: 'UTF-8' | 'CP949' | 'EUC-KR';
  srid?: number;
  xColumn?: string;
  yColumn?: string;
  /** Geocoding by address: the address column (confirmed by the user) and what becomes of rows not found. */
  addressColumn?: string;
  unmatchedRows?: 'keep' | 'skip';
  extent?: string;
  geometryType?: 'point' | 'line' | 'polygon';
}

export function requireFiles(files: ReceivedFile[] | undefined): ReceivedFile[] {
  if (!files?.length) throw new DomainError('BAD_REQUEST', 'upload.fileRequired');
  return files;
}

/** Extension (415), size (413) and emptiness (400) of one file of an upload type. */
export function checkFile(type: UploadType, file: ReceivedFile): void {
  const check = checkUploadFile(type, { fileName: file.originalname, size: file.size });
  if (!check.ok) {
    throw new DomainError(
      check.problem === 'SIZE' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
      check.messageKey,
      check.params,
    );
  }
  requireContent(file);
}

export function requireContent(file: ReceivedFile): void {
  if (file.size === 0)
    throw new DomainError('BAD_REQUEST', 'upload.emptyFile', { fileName: file.originalname });
}

/** The content must be one of the kinds (415 otherwise, naming the file and the format expected). */
export async function requireKind(
  file: string,
  displayName: string,
  kinds: readonly UploadKind[],
  format: string,
): Promise<UploadKind> {
  const kind = await sniffUpload(file);
  if (!kinds.includes(kind))
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'upload.contentMismatch', {
      fileName: displayName,
      format,
    });
  return kind;
}

export function extensionOf(file: ReceivedFile): string {
  return fileExtension(file.originalname);
}

/** The encoding name GDAL is given: EUC-KR files are read as CP949, its superset. */
export function gdalEncoding(encoding: UploadOptions['encoding']): 'UTF-8' | 'CP949' | null {
  if (!encoding) return null;
  return encoding === 'UTF-8' ? 'UTF-8' : 'CP949';
}

/** The file name without its folder and extension (the default layer name). */
export function baseName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).slice(0, 200) || 'layer';
}
