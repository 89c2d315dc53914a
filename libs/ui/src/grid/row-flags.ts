import type { GridRow } from './types';

/** 'Y' and true are on; anything else is off. */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 'Y';
}

/** The layer row is published: its button republishes and its style file may be uploaded. */
export function isPublished(row: GridRow): boolean {
  return isFlagOn(row.publish);
}

/** upperExpsrAt 'Y' marks a recent row. */
export function isRecent(row: GridRow): boolean {
  return row.upperExpsrAt === 'Y';
}

/** A cell value as text: null and undefined are empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
