import { Injectable, OnModuleInit } from '@nestjs/common';
import { OwnedContentLifecycle } from '../institutions';
import { COUNT_INSTT_MAPS_SQL, MOVE_MEMBER_MAPS_SQL, TRANSFER_MAP_SHARES_SQL, TRANSFER_MAPS_SQL } from './webmaps.queries';

/** Web maps in the life of members and institutions (mapCnt; see OwnedContentLifecycle). */
@Injectable()
export class WebMapLifecycle implements OnModuleInit {
  constructor(private readonly lifecycle: OwnedContentLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register({
      name: 'webmaps',
      counter: 'mapCnt',
      sql: { count: COUNT_INSTT_MAPS_SQL, transferShares: TRANSFER_MAP_SHARES_SQL, transfer: TRANSFER_MAPS_SQL, moveWithMembers: MOVE_MEMBER_MAPS_SQL },
    });
  }
}
