/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised (spreadsheet formulas). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Korean), CRLF lines. */
export function csvWithBom(lines: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  return Buffer.from(`\ufeff${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`, 'utf8');
}
