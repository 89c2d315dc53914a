import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DomainError } from '../errors/domain-error';

// Keyset paging beside pageIndex (issue 25): a list answers `nextCursor`, the sort key and the
// tie-breaker of its page's last row; the next request passes it as `cursor` and the list starts
// right after that row instead of skipping (pageIndex − 1) × pageSize rows. Opaque to clients:
// base64url of a JSON array, each value checked against its kind before it reaches SQL (as a
// bound parameter).

/** What each position of a cursor holds. */
export type CursorKind = 'timestamptz' | 'int' | 'id';

/** PostgreSQL's text form of a timestamptz (`col::text`), microseconds included. */
const TIMESTAMPTZ_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const valid: Record<CursorKind, (v: unknown) => boolean> = {
  timestamptz: (v) => typeof v === 'string' && TIMESTAMPTZ_TEXT.test(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  id: (v) => typeof v === 'string' && v.length > 0 && v.length <= 40,
};

export function encodeCursor(values: Array<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values, or a validation error on `cursor` when it is not one of this list's. */
export function decodeCursor(raw: string, kinds: CursorKind[]): Array<string | number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length || !kinds.every((k, i) => valid[k](parsed[i]))) {
    throw cursorError('cursor is not a cursor of this list');
  }
  return parsed as Array<string | number>;
}

/** A 400 on the `cursor` field. */
export function cursorError(message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field: 'cursor', message }]);
}

/** The `nextCursor` property of a list answer (ApiPagedEnvelope's extra properties). */
export const NEXT_CURSOR_PROPERTY = {
  nextCursor: {
    type: 'string' as const,
    nullable: true,
    description: 'Keyset paging: pass as `cursor` (same filters and sort) for the next page; null when the page is not full.',
  },
};

/**
 * The optional `cursor` query parameter of a list with keyset paging: the previous page's
 * nextCursor (same filters and sort); the page then starts right after that page's last row and
 * pageIndex is only echoed. pageIndex paging is unchanged without it.
 */
export function CursorProperty(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description: "Keyset paging: the previous page's nextCursor (same filters and sort); pageIndex is then only echoed.",
    }),
    IsOptional(),
    IsString(),
    MaxLength(200),
  );
}
