import { Module } from '@nestjs/common';

/** Integrator API keys and the API usage log (issue: integrator access). */
@Module({})
export class ApiKeysModule {}
