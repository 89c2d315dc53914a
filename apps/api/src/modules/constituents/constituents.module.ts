import { Module } from '@nestjs/common';

/** Constituents feature (spec 000 §1–§4, spec 001 §7); see the controller and service beside this file. */
@Module({})
export class ConstituentsModule {}
