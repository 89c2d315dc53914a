import fs from 'node:fs';

/**
 * CP949 (Korean Windows, the encoding of the Ministry of the Interior's address files and of
 * official shapefiles' .dbf) with the runtime's own decoder (WHATWG "euc-kr" is windows-949):
 * lines read as a stream, and an encoder built once from the decoder for writing samples.
 */

/** The lines of a CP949 text file, streamed (files of a whole province are hundreds of MB). */
export async function* readCp949Lines(file: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('euc-kr');
  let pending = '';
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
    pending += decoder.decode(chunk as Buffer, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) yield line.replace(/\r$/, '');
  }
  pending += decoder.decode();
  if (pending.replace(/\r$/, '')) yield pending.replace(/\r$/, '');
}

let table: Map<string, number> | null = null;

/** Every two-byte CP949 character, from the decoder (built on first use, about 24,000 entries). */
function encodingTable(): Map<string, number> {
  if (table) return table;
  const decoder = new TextDecoder('euc-kr');
  const out = new Map<string, number>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x41; trail <= 0xfe; trail++) {
      const ch = decoder.decode(Uint8Array.of(lead, trail));
      if (ch.length === 1 && ch !== '\ufffd' && !out.has(ch)) out.set(ch, (lead << 8) | trail);
    }
  }
  table = out;
  return out;
}

/** Text as CP949 bytes; a character CP949 cannot write throws (never silently replaced). */
export function encodeCp949(text: string): Buffer {
  const map = encodingTable();
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const two = map.get(ch);
    if (two === undefined) throw new Error(`not writable in CP949: ${ch}`);
    bytes.push(two >> 8, two & 0xff);
  }
  return Buffer.from(bytes);
}
