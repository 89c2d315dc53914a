import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { createDataSource } from '../src/database/data-source';
import { runMigrationsLocked } from '../src/database/migrate-locked';
import { seed } from '../src/database/seed';

describe('migrations and seed', () => {
  let ds: DataSource;
  const config = new AppConfig(process.env);
  beforeAll(async () => {
    ds = createDataSource(config);
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  it('enabled PostGIS and the layers schema', async () => {
    const [{ v }] = await ds.query('SELECT postgis_lib_version() AS v');
    expect(v).toMatch(/^3\./);
    const schemas = await ds.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'layers'`);
    expect(schemas).toHaveLength(1);
  });

  it('created the openBiz institution', async () => {
    const rows = await ds.query(`SELECT instt_code, delete_at, instt_sttus_code FROM instt WHERE instt_code = 'openbiz'`);
    expect(rows).toEqual([{ instt_code: 'openbiz', delete_at: 'N', instt_sttus_code: 'NORMAL' }]);
  });

  it('does nothing when run again, even from two processes at once', async () => {
    const other = createDataSource(config);
    await other.initialize();
    try {
      const [a, b] = await Promise.all([runMigrationsLocked(ds), runMigrationsLocked(other)]);
      expect(a).toEqual([]);
      expect(b).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it('seeded the provider admin once with an argon2 hash', async () => {
    const again = await seed(ds, config);
    expect(again.created).toEqual([]);
    const rows = await ds.query(`SELECT user_se_code, instt_code, password_hash FROM users WHERE user_id = 'operator01'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].user_se_code).toBe(4);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});
