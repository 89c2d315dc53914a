import { Injectable } from '@nestjs/common';

/** The counts of GET /instt/{insttCode}/contents/count. */
export const CONTENT_COUNT_NAMES = ['lyrCnt', 'mapCnt', 'appCnt', 'memberCnt', 'groupCnt'] as const;
export type ContentCountName = (typeof CONTENT_COUNT_NAMES)[number];
export type ContentCounts = Record<ContentCountName, number>;

/** Counts one kind of content of an institution. */
export type ContentCounter = (insttCode: string) => Promise<number>;

/**
 * Registry of content counters: each feature that owns a kind of content registers its counter
 * (e.g. layers: `counters.register('lyrCnt', (code) => …)` in its onModuleInit). A kind nobody
 * registered counts 0, which is right while the feature does not exist. memberCnt and groupCnt
 * are registered by the institutions module.
 */
@Injectable()
export class InstitutionContentCounters {
  private readonly counters = new Map<ContentCountName, ContentCounter>();

  /** One counter per kind: a second registration is a wiring mistake and fails at boot. */
  register(name: ContentCountName, counter: ContentCounter): void {
    if (this.counters.has(name)) throw new Error(`a content counter for ${name} is already registered`);
    this.counters.set(name, counter);
  }

  async countAll(insttCode: string): Promise<ContentCounts> {
    const values = await Promise.all(
      CONTENT_COUNT_NAMES.map((name) => this.counters.get(name)?.(insttCode) ?? Promise.resolve(0)),
    );
    return Object.fromEntries(CONTENT_COUNT_NAMES.map((name, i) => [name, values[i]])) as ContentCounts;
  }
}
