import { parseTimeWindow, TIME_COLUMN_TYPES, timeWindowParam } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';
import type { LayerSource, TileTimeColumn } from '../layer-data';

/** The time window a tile request asks for (the time slider, issue 24): checked, not yet resolved against the layer. */
export interface TimeWindowRequest {
  /** The column as the request names it. */
  column: string;
  from: Date;
  to: Date;
}

/** A time window on one of the layer's date/time columns, ready for the tile SQL and the cache key. */
export interface TileTimeFilter {
  column: TileTimeColumn;
  /** The column as the catalog spells it. */
  name: string;
  /** The window's instants (ISO, UTC). */
  from: string;
  to: string;
}

function invalid(field: 'time' | 'timeColumn', messageKey: string, params: Record<string, string> = {}): DomainError {
  return new DomainError('VALIDATION_FAILED', messageKey, params, [{ field, message: messageKey, params }]);
}

/**
 * `time` and `timeColumn` of a tile request: both or neither (400), `time` an ISO 8601 window
 * `<from>/<to>` with from before to (400). Null when neither is given.
 */
export function timeWindowOf(time: string | undefined, timeColumn: string | undefined): TimeWindowRequest | null {
  if (time === undefined && timeColumn === undefined) return null;
  if (time === undefined || timeColumn === undefined || timeColumn.trim() === '') throw invalid(time === undefined ? 'time' : 'timeColumn', 'tiles.timePartial');
  const window = parseTimeWindow(time);
  if (!window) throw invalid('time', 'tiles.timeInvalid');
  return { column: timeColumn, ...window };
}

/**
 * The window on the layer's column (from the table's catalog, never the name as given; a
 * case-insensitive match when unique): 400 for a column the layer lacks or one that holds no date
 * or instant (text, numbers, a time of day).
 */
export function resolveTimeFilter(source: LayerSource, w: TimeWindowRequest): TileTimeFilter {
  const { column, name } = timeColumnOf(source, w.column);
  const [from, to] = timeWindowParam(w.from, w.to).split('/');
  return { column, name, from, to };
}

/** The layer's date/time column named (400 otherwise, as resolveTimeFilter). */
export function timeColumnOf(source: LayerSource, requested: string): { column: TileTimeColumn; name: string } {
  const exact = source.attributes.find((c) => c.name === requested);
  const loose = source.attributes.filter((c) => c.name.toLowerCase() === requested.toLowerCase());
  const column = exact ?? (loose.length === 1 ? loose[0] : undefined);
  if (!column) throw invalid('timeColumn', 'layer.unknownColumn', { column: requested });
  if (!(TIME_COLUMN_TYPES as readonly string[]).includes(column.type)) throw invalid('timeColumn', 'tiles.timeColumnNotTemporal', { column: column.name });
  return { column: { column: column.quoted, type: column.type as TileTimeColumn['type'] }, name: column.name };
}

/** The part of a tile's cache key and ETag that names the window (equal windows, equal keys). */
export function timeKeyOf(f: TileTimeFilter | null): string {
  return f ? `:t:${encodeURIComponent(f.name)}:${Date.parse(f.from)}-${Date.parse(f.to)}` : '';
}
