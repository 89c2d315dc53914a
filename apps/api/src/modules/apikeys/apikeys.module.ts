import { Module } from '@nestjs/common';
import { ApiKeysController, ApiUseController } from './apikeys.controller';
import { ApiKeysService } from './apikeys.service';
import { ApiUsageFlusher } from './api-usage.flusher';

/** Integrator API keys and the API usage log (issue: integrator access). */
@Module({
  controllers: [ApiKeysController, ApiUseController],
  providers: [ApiKeysService, ApiUsageFlusher],
})
export class ApiKeysModule {}
