import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { QUEUES } from './queues';

const queues = Object.values(QUEUES).map((name) => ({ name }));

/** BullMQ connection and queue registration, shared by the API (producers) and the worker. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (c: AppConfig) => {
        const url = new URL(c.values.REDIS_URL);
        return {
          prefix: c.values.QUEUE_PREFIX,
          connection: {
            host: url.hostname,
            port: Number(url.port || 6379),
            username: url.username || undefined,
            password: url.password ? decodeURIComponent(url.password) : undefined,
            db: Number(url.pathname.replace('/', '') || 0),
            tls: url.protocol === 'rediss:' ? {} : undefined,
          },
          defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: 1000, removeOnFail: 5000 },
        };
      },
    }),
    BullModule.registerQueue(...queues),
  ],
  exports: [BullModule],
})
export class QueueModule {}
