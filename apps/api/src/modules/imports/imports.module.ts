import { Module } from '@nestjs/common';

/** Imports feature (issue: layers); see the controller and service beside this file. */
@Module({})
export class ImportsModule {}
