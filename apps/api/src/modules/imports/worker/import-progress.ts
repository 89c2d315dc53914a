import type { Job } from 'bullmq';
import type { ImportWorkStage, JobProgress } from '../import-plan';

/**
 * Reports an import's stage and progress (0–100) on its job ({ percent, stage }), the percent
 * rising only, at whole percents.
 */
export class ImportProgress {
  private last = -1;
  private current: ImportWorkStage = 'converting';

  constructor(private readonly job: Pick<Job, 'updateProgress'>) {}

  async set(percent: number, stage: ImportWorkStage = this.current): Promise<void> {
    const value = Math.max(this.last, 0, Math.min(100, Math.floor(percent)));
    if (value === this.last && stage === this.current) return;
    this.last = value;
    this.current = stage;
    const progress: JobProgress = { percent: value, stage };
    // Progress is informative: a Redis hiccup must not fail the import.
    await this.job.updateProgress(progress).catch(() => undefined);
  }

  /** Moves to the next stage, keeping the percent. */
  stage(stage: ImportWorkStage): Promise<void> {
    return this.set(this.last, stage);
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
