import { spawn } from 'node:child_process';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { currentAbortSignal } from './abort-scope';

export type GdalTool = 'ogr2ogr' | 'ogrinfo' | 'gdalinfo' | 'gdal_translate' | 'gdalwarp' | 'gdal_rasterize';

/** A GDAL command that failed; stderr holds GDAL's own message (never shown to users as is). */
export class GdalError extends Error {
  constructor(
    readonly tool: GdalTool,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(
      `${tool} failed (${exitCode ?? 'killed'}): ${stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 500)}`,
    );
    this.name = 'GdalError';
  }
}

export interface GdalRunOptions {
  timeoutMs?: number;
  /** Extra environment (e.g. PGAPPNAME). */
  env?: Record<string, string>;
  /** Called with each piece of standard output as it arrives (progress). */
  onStdout?: (text: string) => void;
  /** Largest standard output kept (the rest is dropped). */
  maxStdoutBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_STDERR = 64 * 1024;

/** A PostgreSQL data source for GDAL: the connection string and the environment carrying the secrets. */
export interface PgSource {
  source: string;
  env: Record<string, string>;
}

/**
 * Runs the GDAL command-line tools (ARCHITECTURE.md §3) as child processes with argument arrays,
 * never through a shell, with a time limit. The password reaches GDAL through PGPASSWORD, so it
 * never shows in a process listing.
 */
@Injectable()
export class GdalCli {
  constructor(private readonly config: AppConfig) {}

  bin(tool: GdalTool): string {
    const dir = this.config.values.GDAL_BIN_DIR;
    return dir ? path.join(dir, tool) : tool;
  }

  run(
    tool: GdalTool,
    args: string[],
    options: GdalRunOptions = {},
  ): Promise<{ stdout: string; stderr: string }> {
    const maxStdout = options.maxStdoutBytes ?? 16 * 1024 * 1024;
    // A cancelled import kills its GDAL process at once (SIGKILL: nothing of it is kept).
    const signal = currentAbortSignal();
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new GdalError(tool, null, 'cancelled'));
        return;
      }
      const child = spawn(this.bin(tool), args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
        killSignal: 'SIGKILL',
        // No side-car .aux.xml files next to sources or results.
        env: { ...process.env, GDAL_PAM_ENABLED: 'NO', CPL_DEBUG: 'OFF', ...options.env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8');
      child.stderr.setEncoding('utf8');
      child.stdout.on('data', (text: string) => {
        if (stdout.length < maxStdout) stdout += text;
        options.onStdout?.(text);
      });
      child.stderr.on('data', (text: string) => {
        if (stderr.length < MAX_STDERR) stderr += text;
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(new GdalError(tool, null, e.message));
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve({ stdout, stderr });
        else reject(new GdalError(tool, code, stderr));
      });
    });
  }

  /** The application database as a GDAL PostgreSQL source. */
  pgSource(applicationName?: string): PgSource {
    const url = new URL(this.config.values.DATABASE_URL);
    const parts: Record<string, string> = {
      dbname: decodeURIComponent(url.pathname.replace(/^\//, '')),
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || '5432',
    };
    if (url.username) parts.user = decodeURIComponent(url.username);
    const env: Record<string, string> = {};
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    const sslmode = url.searchParams.get('sslmode');
    if (sslmode) env.PGSSLMODE = sslmode;
    if (applicationName) env.PGAPPNAME = applicationName;
    const source = Object.entries(parts)
      .map(([k, v]) => `${k}='${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
      .join(' ');
    return { source: `PG:${source}`, env };
  }
}
