import { Module } from '@nestjs/common';
import { QueueModule } from '../../jobs/queue.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { LiveFrontRoute } from './live-front-route';

@Module({ imports: [QueueModule], controllers: [HealthController], providers: [HealthService, LiveFrontRoute] })
export class HealthModule {}
