import { Module } from '@nestjs/common';

/** Base maps (issue: base maps, web maps and the map builder): CRUD, the cached picker list, the offline base map. */
@Module({})
export class BasemapsModule {}
