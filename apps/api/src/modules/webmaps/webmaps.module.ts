import { Module } from '@nestjs/common';

/** Web maps (issue: base maps, web maps and the map builder): CRUD, TOC groups, thumbnails, lists. */
@Module({})
export class WebmapsModule {}
