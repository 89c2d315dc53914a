// SQL of history retention (price_plan.history_keep_days, migration 1732150000120). The pruning
// statements live with the tables' owners (layer-data PRUNE_LAYER_VERSIONS_SQL, webmaps
// PRUNE_MAP_REVISIONS_SQL); they delete in batches so that no statement runs long.

/** How many entries one pruning statement deletes at most. */
export const PRUNE_BATCH = 2000;
