import { Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { OwnedContentLifecycle } from '../institutions';
import { lifecycleSql, type ContentTable } from './content-table';

/**
 * The provider that registers one kind of owned content in the life of members and institutions
 * (its counter in the institution's contents; see OwnedContentLifecycle): list it in the kind's
 * module with OwnedContentLifecycle.
 */
export function ContentLifecycle(
  name: string,
  counter: Parameters<OwnedContentLifecycle['register']>[0]['counter'],
  table: ContentTable,
): Type<OnModuleInit> {
  @Injectable()
  class Lifecycle implements OnModuleInit {
    constructor(readonly lifecycle: OwnedContentLifecycle) {}

    onModuleInit(): void {
      this.lifecycle.register({ name, counter, sql: lifecycleSql(table) });
    }
  }
  Object.defineProperty(Lifecycle, 'name', { value: `${name}Lifecycle` });
  return Lifecycle;
}
