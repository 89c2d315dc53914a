import { Injectable, OnModuleInit } from '@nestjs/common';
import { OwnedContentLifecycle } from '../institutions';
import { COUNT_INSTT_APPS_SQL, MOVE_MEMBER_APPS_SQL, TRANSFER_APP_SHARES_SQL, TRANSFER_APPS_SQL } from './webapps.queries';

/** Themed apps in the life of members and institutions (appCnt; see OwnedContentLifecycle). */
@Injectable()
export class WebappLifecycle implements OnModuleInit {
  constructor(private readonly lifecycle: OwnedContentLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register({
      name: 'webapps',
      counter: 'appCnt',
      sql: { count: COUNT_INSTT_APPS_SQL, transferShares: TRANSFER_APP_SHARES_SQL, transfer: TRANSFER_APPS_SQL, moveWithMembers: MOVE_MEMBER_APPS_SQL },
    });
  }
}
