import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';
import { AccessEpochs } from './access-epochs.service';
import { ContentAccessPolicy } from './content-access.service';
import type { Caller, LayerView } from './content-access.types';

/** Decisions kept per process (the first kept go first). */
const MAX_ENTRIES = 50_000;

interface Entry {
  /** The generation and epochs (`L:<lyrId>`, for a caller also `U:<userId>`) the decision was made under. */
  epochs: Array<string | null>;
  view: LayerView;
}

/** What a cached lookup gives: the decision, and the value of the side read made with it (undefined when none was made). */
export interface CachedLayerView {
  view: LayerView | null;
  side?: Buffer | null;
}

/** A Redis value read with the epochs (LayerViewCache.layerView). */
export interface SideRead {
  /** The key to read, from the kept decision; null: none. */
  key: (view: LayerView) => string | null;
  /** The key's bytes when the caller keeps them in memory (then only their presence is read). */
  held?: (key: string) => Buffer | undefined;
}

const keyOf = (caller: Caller, lyrId: string): string =>
  caller ? `${lyrId}\u0000${caller.userId}\u0000${caller.userSeCode}\u0000${caller.insttCode}` : lyrId;

const fieldsOf = (caller: Caller, lyrId: string): string[] => (caller ? [`L:${lyrId}`, `U:${caller.userId}`] : [`L:${lyrId}`]);

/**
 * ContentAccessPolicy.layerView, kept in the process per (caller, layer) and used only while the
 * access epochs it was decided under are unchanged in Redis (AccessEpochs: bumped from
 * PostgreSQL's notifications of every change the decision depends on, before the writing request
 * answers). Only decisions that allow are kept; a refusal, an unknown layer or a Redis failure
 * asks PostgreSQL every time. The caller's identity as the request carries it (user, role,
 * institution) is part of the key. The layer seen through a web map is not part of it
 * (assertViewLayerOf asks PostgreSQL for that).
 */
@Injectable()
export class LayerViewCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: ContentAccessPolicy,
    private readonly epochs: AccessEpochs,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * The caller's view of the layer. `side.key` names a Redis key to read (as a Buffer) in the same
   * round trip as the epochs, from the kept decision (the tile of its data version): its value is
   * returned only when that decision is used. When `side.held` has the key's bytes in memory,
   * Redis is only asked whether the key exists, and the held bytes are the value if it does.
   */
  async layerView(caller: Caller, lyrId: string, side?: SideRead): Promise<CachedLayerView> {
    const key = keyOf(caller, lyrId);
    const entry = this.entries.get(key);
    const pipeline = this.redis.pipeline();
    this.epochs.read(pipeline, fieldsOf(caller, lyrId));
    const sideKey = entry && side ? side.key(entry.view) : null;
    const held = sideKey ? side?.held?.(sideKey) : undefined;
    if (sideKey) {
      if (held) pipeline.exists(sideKey);
      else pipeline.getBuffer(sideKey);
    }
    let epochs: Array<string | null> | null = null;
    let sideValue: Buffer | null | undefined;
    try {
      const results = await pipeline.exec();
      const [err, values] = results?.[0] ?? [new Error('no answer'), null];
      if (!err && Array.isArray(values)) epochs = values as Array<string | null>;
      if (sideKey) {
        const [sideErr, v] = results?.[1] ?? [new Error('no answer'), null];
        sideValue = sideErr ? null : held ? (v === 1 ? held : null) : ((v as Buffer | null) ?? null);
      }
    } catch {
      epochs = null;
    }
    if (entry && epochs && epochs[0] !== null && sameEpochs(entry.epochs, epochs)) {
      return { view: entry.view, side: sideKey ? sideValue : undefined };
    }
    if (entry) this.entries.delete(key);
    if (epochs && epochs[0] === null) await this.epochs.seed();
    const view = await this.policy.layerView(caller, lyrId);
    // Kept under the epochs read before PostgreSQL was asked: a change committed since bumps them.
    if (view?.canView && epochs && epochs[0] !== null) this.remember(key, { epochs, view });
    return { view };
  }

  /** Drops every kept decision of this process (tests; a new generation does the same for every process). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

function sameEpochs(a: Array<string | null>, b: Array<string | null>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
