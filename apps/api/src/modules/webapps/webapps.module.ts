import { Module } from '@nestjs/common';

/** Themed map apps (web app templates) (issue: themed apps, sharing, gallery). */
@Module({})
export class WebappsModule {}
