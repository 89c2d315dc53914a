import type { Job } from 'bullmq';

/** Reports an import's progress (0–100) on its job, rising only, at whole percents. */
export class ImportProgress {
  private last = -1;

  constructor(private readonly job: Pick<Job, 'updateProgress'>) {}

  async set(percent: number): Promise<void> {
    const value = Math.max(0, Math.min(100, Math.floor(percent)));
    if (value <= this.last) return;
    this.last = value;
    // Progress is informative: a Redis hiccup must not fail the import.
    await this.job.updateProgress(value).catch(() => undefined);
  }

  /** Maps a fraction (0–1) of one step onto the percents from..to. */
  span(from: number, to: number): (fraction: number) => Promise<void> {
    return (fraction) => this.set(from + (to - from) * Math.max(0, Math.min(1, fraction)));
  }
}

/**
 * The last percentage GDAL's -progress printed ("0...10...20...30" then "100 - done."), as a
 * fraction, or null when none yet.
 */
export function gdalProgressFraction(output: string): number | null {
  const steps = [...output.matchAll(/(\d{1,3})(?=\.{3}| - done)/g)];
  const last = steps.at(-1);
  return last ? Math.min(100, Number(last[1])) / 100 : null;
}
