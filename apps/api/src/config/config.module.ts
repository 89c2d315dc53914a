import { Global, Module } from '@nestjs/common';
import { ObjectStorage, storageFromConfig } from '../common/storage';
import { AppConfig } from './app-config';

/**
 * Validates the environment once at boot; every other module injects AppConfig. The file
 * storage the configuration names (STORAGE_DRIVER) is made here too, once per process.
 */
@Global()
@Module({
  providers: [
    { provide: AppConfig, useFactory: () => new AppConfig(process.env) },
    { provide: ObjectStorage, useFactory: (config: AppConfig) => storageFromConfig(config), inject: [AppConfig] },
  ],
  exports: [AppConfig, ObjectStorage],
})
export class ConfigModule {}
