import { Module } from '@nestjs/common';
import { HistoryProcessor } from './history.processor';
import { HistoryPruner } from './history-pruner.service';
import { PlanRetentionController } from './plan-retention.controller';
import { PlanRetentions } from './plan-retention.service';

/**
 * History retention per price plan (issue 22): the plans' retention setting (provider admins)
 * and the pruning of layer versions and web map revisions older than it (HistoryPruner).
 */
@Module({ controllers: [PlanRetentionController], providers: [PlanRetentions, HistoryPruner], exports: [HistoryPruner] })
export class RetentionModule {}

/** The pruning without HTTP routes, for the worker process (the daily history:prune job). */
@Module({ providers: [HistoryPruner, HistoryProcessor], exports: [HistoryPruner, HistoryProcessor] })
export class RetentionWorkerModule {}
