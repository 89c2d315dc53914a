import { Global, Module } from '@nestjs/common';
import { ContentAccessPolicy } from './content-access.service';

/** The content-access policy, available to every feature. */
@Global()
@Module({ providers: [ContentAccessPolicy], exports: [ContentAccessPolicy] })
export class AccessModule {}
