import { Module } from '@nestjs/common';
import { MypageController } from './mypage.controller';
import { MypageService } from './mypage.service';

/**
 * My page contents lists and counts (issue: themed apps, sharing, gallery). Reads contents, their
 * shares and the bookmarks of the gallery module's reactions tables (SQL of
 * gallery/contents.queries.ts); visibility is the content-access policy's.
 */
@Module({
  controllers: [MypageController],
  providers: [MypageService],
})
export class MypageModule {}
