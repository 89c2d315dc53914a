import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Institution } from '../directory';
import { IpAccessController } from './ip-access.controller';
import { IpAccessQueries } from './ip-access.queries';
import { IpAccessService } from './ip-access.service';

/** IpAccess feature (spec 000 §1–§4, spec 001 §7): institution IP allow-lists; enforcement is the global IpAccessGuard. */
@Module({
  imports: [TypeOrmModule.forFeature([Institution])],
  controllers: [IpAccessController],
  providers: [IpAccessService, IpAccessQueries],
  exports: [IpAccessService],
})
export class IpAccessModule {}
