import { Module } from '@nestjs/common';

/** Inquiries, Q&A, comments, reviews and captcha (issue: dashboards, boards, my page, legal, service lab). */
@Module({})
export class BoardsModule {}
