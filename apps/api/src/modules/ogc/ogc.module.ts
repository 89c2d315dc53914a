import { Module } from '@nestjs/common';

/** Ogc feature (issue: layers); see the controller and service beside this file. */
@Module({})
export class OgcModule {}
