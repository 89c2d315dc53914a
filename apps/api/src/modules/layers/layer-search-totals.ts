import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/db/prepared-query';
import { READ_DB } from '../../common/db/read-db';
import type { LayerAudience } from '../access';
import { AUDIENCE_STAMPS_SQL, audienceRestSql, HOLDS } from './layer-search';

/** Counts kept per process (one entry per caller key set and hold filter in use). */
const KEPT_COUNTS = 4096;

/** One counter's version: [aud_key, hold, ver]. */
type Stamp = [string, string, string];

/**
 * The layer search's exact total (issue 25). The open layers ('E', 'N') are a counter read. The
 * caller's own keys (owner, user, institution, groups, institution admin) need a distinct count,
 * since one layer may carry several of them: that count (tens of thousands of index entries for
 * a large institution) is kept in memory under the version stamps of those keys' counters
 * (migration 280). Every statement that adds or removes a row of a key gives its counter a new
 * version, so while the stamps read now equal the kept ones, every key covers the same layers and
 * the kept count is the count; a change to any of them is a new signature and a fresh count. The
 * count and the stamps it is kept under are read in one statement (one snapshot).
 */
@Injectable()
export class LayerSearchTotals {
  private readonly kept = new Map<string, number>();

  constructor(@Inject(READ_DB) private readonly read: DataSource) {}

  async total(audience: LayerAudience, holdDataSeCode?: string): Promise<number> {
    const holds: readonly string[] = holdDataSeCode ? [holdDataSeCode] : HOLDS;
    const counters = await preparedQuery<{ audKey: string; hold: string; cnt: string; ver: string }>(this.read, AUDIENCE_STAMPS_SQL, [
      [...audience.open, ...audience.keys],
      holds,
    ]);
    const open = new Set(audience.open);
    let total = 0;
    for (const c of counters) if (open.has(c.audKey)) total += Number(c.cnt);
    if (audience.keys.length === 0) return total;
    const own = new Set(audience.keys);
    const signature = signatureOf(
      audience.keys,
      holds,
      counters.filter((c) => own.has(c.audKey)).map((c): Stamp => [c.audKey, c.hold, c.ver]),
    );
    const kept = this.kept.get(signature);
    if (kept !== undefined) {
      this.keep(signature, kept);
      return total + kept;
    }
    const statement = audienceRestSql(audience.keys, holds);
    const [row] = (await this.read.query(statement.sql, statement.params)) as Array<{ rest: number; stamps: Stamp[] }>;
    const rest = row?.rest ?? 0;
    this.keep(signatureOf(audience.keys, holds, row?.stamps ?? []), rest);
    return total + rest;
  }

  /** Keeps (or touches) a count: most recently used last, so the first entry goes when full. */
  private keep(signature: string, count: number): void {
    this.kept.delete(signature);
    this.kept.set(signature, count);
    if (this.kept.size > KEPT_COUNTS) this.kept.delete(this.kept.keys().next().value as string);
  }
}

/** The keys and holds asked for, each with its counter's version ('-': no counter yet). */
function signatureOf(keys: string[], holds: readonly string[], stamps: Stamp[]): string {
  const versions = new Map(stamps.map(([key, hold, ver]) => [`${key}\u0000${hold}`, ver]));
  const parts: string[] = [];
  for (const key of [...keys].sort()) for (const hold of holds) parts.push(`${key}\u0000${hold}\u0000${versions.get(`${key}\u0000${hold}`) ?? '-'}`);
  return parts.join('\u0001');
}
