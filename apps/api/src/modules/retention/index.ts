// The public face of the retention module: other modules and the worker import only from here.
export { HistoryPruner } from './history-pruner.service';
export { HistoryProcessor } from './history.processor';
export { RetentionModule, RetentionWorkerModule } from './retention.module';
