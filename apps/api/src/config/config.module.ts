import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Validates the environment once at boot; every other module injects AppConfig. */
@Global()
@Module({ providers: [{ provide: AppConfig, useFactory: () => new AppConfig(process.env) }], exports: [AppConfig] })
export class ConfigModule {}
