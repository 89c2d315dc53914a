import { Module } from '@nestjs/common';

/** Share entries of maps, themed apps and layers (issue: themed apps, sharing, gallery): lists, all/institution/user-group shares, deletes. */
@Module({})
export class SharesModule {}
