import { Injectable } from '@nestjs/common';

/** The counts of GET /instt/{insttCode}/contents/count. */
export const CONTENT_COUNT_NAMES = ['lyrCnt', 'mapCnt', 'appCnt', 'memberCnt', 'groupCnt'] as const;
export type ContentCountName = (typeof CONTENT_COUNT_NAMES)[number];
export type ContentCounts = Record<ContentCountName, number>;

/** Counts one kind of content of an institution. */
export type ContentCounter = (insttCode: string) => Promise<number>;

/** What the operator's institution detail and the dashboards show of an institution: one source. */
export interface InstitutionFigures extends ContentCounts {
  /** Bytes its contents occupy (the layers' data tables), 0 while nobody measures them. */
  storageBytes: number;
}

/**
 * Registry of content counters (the one source of an institution's content, member and storage
 * figures, for GET /instt/{insttCode}/contents/count and the dashboards): each feature that owns a kind of content registers its counter
 * (e.g. layers: `counters.register('lyrCnt', (code) => …)` in its onModuleInit). A kind nobody
 * registered counts 0, which is right while the feature does not exist. memberCnt and groupCnt
 * are registered by the institutions module.
 */
@Injectable()
export class InstitutionContentCounters {
  private readonly counters = new Map<ContentCountName, ContentCounter>();
  private storage: ContentCounter | null = null;

  /** One counter per kind: a second registration is a wiring mistake and fails at boot. */
  register(name: ContentCountName, counter: ContentCounter): void {
    if (this.counters.has(name)) throw new Error(`a content counter for ${name} is already registered`);
    this.counters.set(name, counter);
  }

  /** The measure of the bytes an institution's contents occupy (the layers module's). */
  registerStorage(measure: ContentCounter): void {
    if (this.storage) throw new Error('a storage measure is already registered');
    this.storage = measure;
  }

  /** The counts and the storage in one go (the dashboards). */
  async figures(insttCode: string): Promise<InstitutionFigures> {
    const [counts, storageBytes] = await Promise.all([
      this.countAll(insttCode),
      this.storage?.(insttCode) ?? Promise.resolve(0),
    ]);
    return { ...counts, storageBytes };
  }

  async countAll(insttCode: string): Promise<ContentCounts> {
    const values = await Promise.all(
      CONTENT_COUNT_NAMES.map((name) => this.counters.get(name)?.(insttCode) ?? Promise.resolve(0)),
    );
    return Object.fromEntries(CONTENT_COUNT_NAMES.map((name, i) => [name, values[i]])) as ContentCounts;
  }
}
