import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS, QUEUES, thumbnailJobId } from '../../jobs/queues';
import type { ThumbnailJobData } from './import-plan';

/** Asks the worker to draw a layer's thumbnail again (e.g. after its features were edited). */
@Injectable()
export class LayerThumbnailQueue {
  constructor(@InjectQueue(QUEUES.thumbnail) private readonly queue: Queue) {}

  /** One job per data version: asking twice for the same version draws once. */
  async redraw(lyrId: string, dataVersion: number): Promise<string> {
    const jobId = thumbnailJobId(lyrId, dataVersion);
    const data: ThumbnailJobData = { lyrId };
    await this.queue.add(JOBS.thumbnail.layer, data, {
      jobId,
      attempts: 2,
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    return jobId;
  }
}
