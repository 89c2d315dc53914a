import { fileExtension } from '@nuri/domain';
import { splitHeaderLine, type Encoding } from './upload-form';

/** Bytes read from the start of a table for its header line. */
const HEAD_BYTES = 64 * 1024;

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  // FileReader rather than Blob.arrayBuffer(): older engines (and jsdom) lack the latter.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** UTF-8 when the bytes are UTF-8, else EUC-KR (CP949), as the API decides; the user's choice wins. */
function decode(bytes: ArrayBuffer, encoding: Encoding | ''): string | null {
  const labels = encoding ? [encoding === 'UTF-8' ? 'utf-8' : 'euc-kr'] : ['utf-8', 'euc-kr'];
  for (const label of labels) {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes, { stream: true });
    } catch {
      // next encoding
    }
  }
  return null;
}

/**
 * The column names of a CSV/TXT table (its first line), or null for spreadsheets and files the
 * browser cannot read: the server then finds the columns itself.
 */
export async function readTableHeaders(file: File, encoding: Encoding | ''): Promise<string[] | null> {
  if (!['csv', 'txt'].includes(fileExtension(file.name))) return null;
  try {
    const text = decode(await readBytes(file.slice(0, HEAD_BYTES)), encoding);
    const line = text?.split(/\r?\n/, 1)[0];
    const headers = line ? splitHeaderLine(line) : [];
    return headers.length ? headers : null;
  } catch {
    return null;
  }
}
