"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ensureDatabase = ensureDatabase;
exports.recreateDatabase = recreateDatabase;
const pg_1 = require("pg");
/** Creates the database named in the URL when it does not exist yet (connects to `postgres`). */
async function ensureDatabase(databaseUrl) {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!/^[a-zA-Z0-9_-]+$/.test(name))
        throw new Error(`refusing unusual database name "${name}"`);
    url.pathname = '/postgres';
    const client = new pg_1.Client({ connectionString: url.toString() });
    await client.connect();
    try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount)
            return false;
        await client.query(`CREATE DATABASE "${name}"`);
        return true;
    }
    finally {
        await client.end();
    }
}
/** Drops and recreates a database: tests start from a fresh schema on every run. */
async function recreateDatabase(databaseUrl) {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!/^[a-zA-Z0-9_-]+$/.test(name) || !/test/.test(name)) {
        throw new Error(`refusing to drop "${name}": only test databases are recreated`);
    }
    url.pathname = '/postgres';
    const client = new pg_1.Client({ connectionString: url.toString() });
    await client.connect();
    try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${name}"`);
    }
    finally {
        await client.end();
    }
}
//# sourceMappingURL=ensure-database.js.map