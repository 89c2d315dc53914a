import { Module } from '@nestjs/common';
import { QueueModule } from '../../jobs/queue.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [QueueModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
