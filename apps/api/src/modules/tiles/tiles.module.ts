import { Module } from '@nestjs/common';

/** Tiles feature (issue: layers); see the controller and service beside this file. */
@Module({})
export class TilesModule {}
