import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { NEXT_CURSOR_PROPERTY } from '../../common/paging/keyset-cursor';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { MyContentCountDto, MyContentDto, MyContentsQueryDto } from './dto/mypage.dto';
import { MypageService } from './mypage.service';

/**
 * My page contents (members; 401 without a login). Lists are paged, newest change first, with
 * contentsType, contentsSj, bookmarkedOnly and groupNm filters.
 */
@ApiTags('mypage')
@Controller('mypage/contents')
export class MypageController {
  constructor(private readonly mypage: MypageService) {}

  /** My contents (bookmarkedOnly=Y: the contents I bookmarked, mine or others' I may still view). */
  @Get()
  @ApiPagedEnvelope(MyContentDto, NEXT_CURSOR_PROPERTY)
  mine(@CurrentUser() user: AuthUser, @Query() q: MyContentsQueryDto): Promise<Paged<MyContentDto> & { nextCursor: string | null }> {
    return this.mypage.list(user, 'mine', q);
  }

  /** Others' contents shared with me: through my institution, a group of mine or by name (everyone shares: /contents/all-shared). */
  @Get('shared')
  @ApiPagedEnvelope(MyContentDto, NEXT_CURSOR_PROPERTY)
  shared(@CurrentUser() user: AuthUser, @Query() q: MyContentsQueryDto): Promise<Paged<MyContentDto> & { nextCursor: string | null }> {
    return this.mypage.list(user, 'shared', q);
  }

  /** Others' contents of my institution that I may view. */
  @Get('instt')
  @ApiPagedEnvelope(MyContentDto, NEXT_CURSOR_PROPERTY)
  instt(@CurrentUser() user: AuthUser, @Query() q: MyContentsQueryDto): Promise<Paged<MyContentDto> & { nextCursor: string | null }> {
    return this.mypage.list(user, 'instt', q);
  }

  /** Counts: my maps, apps and layers; contents shared with me; my bookmarks. */
  @Get('count')
  @ApiEnvelope(MyContentCountDto)
  count(@CurrentUser() user: AuthUser): Promise<MyContentCountDto> {
    return this.mypage.count(user);
  }
}
