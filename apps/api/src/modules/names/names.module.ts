import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentNameInterceptor } from './content-name.interceptor';
import { RestrictedNameStore } from './restricted-name-store';
import { RestrictedNamesController } from './restricted-names.controller';

/** The content-name rule on every write (banned and restricted words) and the operators' review list. */
@Module({
  controllers: [RestrictedNamesController],
  providers: [RestrictedNameStore, { provide: APP_INTERCEPTOR, useClass: ContentNameInterceptor }],
})
export class NamesModule {}
