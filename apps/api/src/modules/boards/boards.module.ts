import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { GalleryModule } from '../gallery';
import { CaptchaService } from './captcha.service';
import { CommentsController, NoticeCommentsController, ReviewsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { CaptchaController, InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { MyActivityController } from './my-activity.controller';
import { MyActivityStore } from './my-activity.store';
import { QnaController } from './qna.controller';
import { QnaService } from './qna.service';
import { ReviewsService } from './reviews.service';

/**
 * Inquiries, Q&A, comments, reviews and captcha (issue: dashboards, boards, my page, legal,
 * service lab), and the my-page activity, comments and Q&A lists. Content comments and reviews
 * ask the gallery module's ContentReactions whether the caller may view the content; guest
 * inquiry passwords travel encrypted (auth module's PasswordCipher).
 */
@Module({
  imports: [AuthModule, GalleryModule],
  controllers: [
    InquiriesController,
    CaptchaController,
    QnaController,
    CommentsController,
    NoticeCommentsController,
    ReviewsController,
    MyActivityController,
  ],
  providers: [CaptchaService, InquiriesService, QnaService, CommentsService, ReviewsService, MyActivityStore],
})
export class BoardsModule {}
