import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GdalCli } from '../gdal/gdal-cli';
import { COPY_PROGRESS_SQL } from '../imports.queries';
import { gdalProgressFraction } from './import-progress';

const POLL_MS = 500;
// Generous: a large upload may take minutes; a stuck conversion must still end.
const IMPORT_TIMEOUT_MS = 60 * 60 * 1000;

export interface OgrLoad {
  /** ogr2ogr arguments after the PostgreSQL destination and before nothing else (source, layer, options). */
  args: string[];
  /** Names the connection, so its COPY progress can be read. */
  applicationName: string;
  /** Rows expected (for progress from the COPY), or null. */
  expectedRows: number | null;
  onProgress: (fraction: number) => Promise<void>;
}

/**
 * Runs ogr2ogr into the application database. Progress comes from GDAL's -progress where the
 * driver counts features quickly (shapefile, XLSX) and otherwise from PostgreSQL's own COPY
 * progress (pg_stat_progress_copy) against the expected row count (CSV, DXF).
 */
@Injectable()
export class OgrToPostgis {
  constructor(
    private readonly gdal: GdalCli,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async load(load: OgrLoad): Promise<void> {
    const pg = this.gdal.pgSource(load.applicationName);
    let printed = '';
    let best = 0;
    const report = async (fraction: number | null) => {
      if (fraction === null || fraction <= best) return;
      best = Math.min(fraction, 0.99);
      await load.onProgress(best);
    };
    const timer = setInterval(() => void this.copyFraction(load).then(report, () => undefined), POLL_MS);
    try {
      await this.gdal.run('ogr2ogr', ['-progress', '-f', 'PostgreSQL', pg.source, ...load.args], {
        env: pg.env,
        timeoutMs: IMPORT_TIMEOUT_MS,
        maxStdoutBytes: 64 * 1024,
        onStdout: (text) => {
          printed = (printed + text).slice(-200);
          void report(gdalProgressFraction(printed));
        },
      });
    } finally {
      clearInterval(timer);
    }
    await load.onProgress(1);
  }

  private async copyFraction(load: OgrLoad): Promise<number | null> {
    if (!load.expectedRows) return null;
    const rows: Array<{ rows: string }> = await this.db.query(COPY_PROGRESS_SQL, [load.applicationName]);
    const done = Number(rows[0]?.rows ?? 0);
    return done > 0 ? done / load.expectedRows : null;
  }
}
