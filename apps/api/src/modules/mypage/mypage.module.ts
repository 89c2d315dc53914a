import { Module } from '@nestjs/common';

/** My page contents lists and counts (issue: themed apps, sharing, gallery). */
@Module({})
export class MypageModule {}
