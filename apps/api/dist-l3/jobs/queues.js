"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WORKER_HEARTBEAT_PREFIX = exports.JOBS = exports.QUEUES = void 0;
exports.jobNamesOf = jobNamesOf;
exports.importJobId = importJobId;
exports.thumbnailJobId = thumbnailJobId;
/**
 * Queue and job names (ARCHITECTURE.md §6). Every job name listed here must have a handler in
 * the worker; the worker refuses to boot otherwise. Features add their jobs as they arrive.
 */
exports.QUEUES = {
    maintenance: 'maintenance',
    /** Layer uploads converted with GDAL (progress 0–100 at GET /api/jobs/{jobId}). */
    import: 'import',
    /** Layer thumbnails drawn from the layer's data. */
    thumbnail: 'thumbnail',
};
exports.JOBS = {
    maintenance: {
        purgeTmp: 'maintenance:purge-tmp',
    },
    import: {
        /** Converts one uploaded file into its layer's table or raster (jobId importJobId(lyrId)). */
        layer: 'import:layer',
    },
    thumbnail: {
        /** Draws a layer's thumbnail again from its current data (jobId thumbnailJobId(lyrId, dataVersion)). */
        layer: 'thumbnail:layer',
    },
};
function jobNamesOf(queue) {
    return Object.values(exports.JOBS[queue]);
}
// BullMQ refuses ':' in custom job ids (other than its own repeat ids), hence the dashes.
/** Deterministic id of a layer's import job: one upload, one job. */
function importJobId(lyrId) {
    return `import-${lyrId}`;
}
/** Deterministic id of a thumbnail job: one drawing per data version. */
function thumbnailJobId(lyrId, dataVersion) {
    return `thumbnail-${lyrId}-v${dataVersion}`;
}
/** Redis key prefix of live worker heartbeats (read by /api/health). */
exports.WORKER_HEARTBEAT_PREFIX = 'nuri:worker:';
//# sourceMappingURL=queues.js.map