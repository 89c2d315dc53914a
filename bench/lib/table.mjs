// The one result table of `npm run bench`.

const COLUMNS = [
  ['bench', 'bench'],
  ['case', 'case'],
  ['metric', 'metric'],
  ['value', 'value'],
  ['target', 'target'],
  ['ok', 'ok'],
];

function show(value) {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'NO';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value);
    return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
  }
  return String(value);
}

/** Formats rows { bench, case, metric, value, target, ok } as an aligned text (and Markdown) table. */
export function formatTable(rows) {
  const cells = rows.map((r) => COLUMNS.map(([key]) => show(r[key])));
  const widths = COLUMNS.map(([, title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => (i === 3 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  return [
    line(COLUMNS.map(([, title]) => title)),
    `|${widths.map((w, i) => (i === 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}
