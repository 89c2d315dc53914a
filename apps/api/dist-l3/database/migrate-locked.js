"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runMigrationsLocked = runMigrationsLocked;
// Arbitrary constant: two API replicas starting together run migrations one after the other.
const MIGRATION_LOCK_KEY = 715_240_001;
/** Runs pending migrations under a PostgreSQL advisory lock; returns the names applied. */
async function runMigrationsLocked(ds) {
    const runner = ds.createQueryRunner();
    await runner.connect();
    try {
        await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const applied = await ds.runMigrations({ transaction: 'each' });
        return applied.map((m) => m.name);
    }
    finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await runner.release();
    }
}
//# sourceMappingURL=migrate-locked.js.map