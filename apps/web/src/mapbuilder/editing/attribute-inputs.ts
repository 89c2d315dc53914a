import type { components } from '@nuri/api-client';

export type LayerColumn = components['schemas']['LayerColumnDto'];

/** How the attribute form asks for a column's value. */
export interface ColumnInput {
  control: 'text' | 'number' | 'boolean' | 'date' | 'datetime';
  /** Whole numbers only (integer types). */
  integer: boolean;
  /** Longest text (character varying(n)). */
  maxLength?: number;
  required: boolean;
}

/** The columns a feature's form shows: every attribute (not the key, not the geometry). */
export function editableColumns(columns: readonly LayerColumn[]): LayerColumn[] {
  return columns.filter((c) => !c.isKey && !c.isGeometry && c.kind !== 'geometry');
}

/** The input of a column from its kind and PostgreSQL type; NOT NULL columns are required. */
export function columnInput(column: LayerColumn): ColumnInput {
  const type = column.type.toLowerCase();
  const required = !column.nullable;
  if (column.kind === 'numeric') return { control: 'number', integer: /int|serial/.test(type), required };
  if (column.kind === 'boolean') return { control: 'boolean', integer: false, required };
  if (column.kind === 'temporal') return { control: type === 'date' ? 'date' : 'datetime', integer: false, required };
  const length = /\((\d+)\)/.exec(type);
  return { control: 'text', integer: false, maxLength: length ? Number(length[1]) : undefined, required };
}

/** A stored value as the input's text. */
export function toInputText(value: unknown, input: ColumnInput): string {
  if (value === null || value === undefined) return '';
  if (input.control === 'boolean') return value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';
  if (input.control === 'date') return String(value).slice(0, 10);
  if (input.control === 'datetime') return String(value).slice(0, 16);
  return String(value);
}

/** The input's text as the value to save (empty: null). Numbers that do not parse stay text (the server refuses them in words). */
export function fromInputText(text: string, input: ColumnInput): unknown {
  if (text.trim() === '') return null;
  if (input.control === 'number') {
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (input.control === 'boolean') return text === 'true';
  return text;
}

/** The first required column left empty, or null. */
export function missingRequired(columns: readonly LayerColumn[], properties: Record<string, unknown>): string | null {
  const missing = editableColumns(columns).find((c) => columnInput(c).required && (properties[c.name] === null || properties[c.name] === undefined || properties[c.name] === ''));
  return missing?.name ?? null;
}
