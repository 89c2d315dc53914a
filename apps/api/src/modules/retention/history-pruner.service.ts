import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { HistoryPruneResultDto } from './dto/retention.dto';
import { PRUNE_LAYER_VERSIONS_SQL } from '../layer-data';
import { PRUNE_MAP_REVISIONS_SQL } from '../webmaps';
import { PRUNE_BATCH } from './retention.queries';

/**
 * Deletes layer versions (with their feature changes) and web map revisions older than the
 * institution's plan keeps (price_plan.history_keep_days), never the latest of a layer or map:
 * a layer can still be restored to any version kept, and its data is never touched. Run daily by
 * the worker (history:prune, docs/operations.md); batches keep each statement short.
 */
@Injectable()
export class HistoryPruner {
  private readonly logger = new Logger(HistoryPruner.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async prune(now?: Date): Promise<HistoryPruneResultDto> {
    const at = now ?? (await this.clock.now());
    const layerVersions = await this.drain(PRUNE_LAYER_VERSIONS_SQL, at);
    const mapRevisions = await this.drain(PRUNE_MAP_REVISIONS_SQL, at);
    if (layerVersions || mapRevisions) this.logger.log(`pruned ${layerVersions} layer version(s), ${mapRevisions} web map revision(s)`);
    return { layerVersions, mapRevisions };
  }

  private async drain(sql: string, at: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted] = (await this.db.query(sql, [at, PRUNE_BATCH])) as [unknown, number];
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }
}
