import { Module } from '@nestjs/common';
import { ShareStore } from './share-store';
import { LayerSharesController, WebAppSharesController, WebMapSharesController } from './shares.controller';
import { SharesService } from './shares.service';

/**
 * Share entries of maps, themed apps and layers (issue: themed apps, sharing, gallery): lists,
 * all/institution/user-group shares, deletes. Exports ShareStore (shareWithEveryone /
 * unshareEveryone for the gallery). The access rules are the one ContentAccessPolicy's.
 */
@Module({
  controllers: [WebMapSharesController, WebAppSharesController, LayerSharesController],
  providers: [ShareStore, SharesService],
  exports: [ShareStore],
})
export class SharesModule {}
