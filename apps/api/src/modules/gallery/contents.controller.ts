import { Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { AllSharedQueryDto, ContentIdParamDto, SharedContentDto } from './dto/gallery.dto';
import { SharedContentsService } from './shared-contents.service';

/**
 * Shared contents (/contents): maps and themed apps shared with everyone, and reactions to any
 * content the caller may view (maps, apps, members' layers; 403 otherwise, 404 unknown). The
 * reactions are the same ones the gallery shows for its items.
 */
@ApiTags('contents')
@Controller('contents')
export class ContentsController {
  constructor(private readonly contents: SharedContentsService) {}

  /**
   * Maps and apps in use shared with everyone (contentsType MAP | APP, insttCode, searchNm in
   * the title); sort recent (default: last change), views, recommends. Anyone may list.
   */
  @ApiKeyScope('contents:read')
  @Get('all-shared')
  @Public()
  @ApiPagedEnvelope(SharedContentDto)
  allShared(
    @CurrentUser() user: AuthUser | undefined,
    @Query() q: AllSharedQueryDto,
  ): Promise<Paged<SharedContentDto>> {
    return this.contents.allShared(user, q);
  }

  /** One content (info) with its counters and my reactions. */
  @ApiKeyScope('contents:read')
  @Get(':cntntsId')
  @Public()
  @ApiEnvelope(SharedContentDto)
  info(@CurrentUser() user: AuthUser | undefined, @Param() p: ContentIdParamDto): Promise<SharedContentDto> {
    return this.contents.info(user, p.cntntsId);
  }

  /** Bookmarks the content (members; idempotent). */
  @Post(':cntntsId/bookmark')
  @HttpCode(200)
  @ApiEnvelope(SharedContentDto)
  bookmark(@CurrentUser() user: AuthUser, @Param() p: ContentIdParamDto): Promise<SharedContentDto> {
    return this.contents.bookmark(user, p.cntntsId);
  }

  @Delete(':cntntsId/bookmark')
  @ApiEnvelope(SharedContentDto)
  unbookmark(@CurrentUser() user: AuthUser, @Param() p: ContentIdParamDto): Promise<SharedContentDto> {
    return this.contents.unbookmark(user, p.cntntsId);
  }

  /** Recommends the content once per member (409 the second time). */
  @Post(':cntntsId/recommend')
  @HttpCode(200)
  @ApiEnvelope(SharedContentDto)
  recommend(@CurrentUser() user: AuthUser, @Param() p: ContentIdParamDto): Promise<SharedContentDto> {
    return this.contents.recommend(user, p.cntntsId);
  }

  /** Counts a view, once per viewer (member, or visitor by address hash) per day. */
  @Post(':cntntsId/view-count')
  @Public()
  @HttpCode(200)
  @ApiEnvelope(SharedContentDto)
  view(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: ContentIdParamDto,
    @Ip() ip: string,
  ): Promise<SharedContentDto> {
    return this.contents.view(user, ip, p.cntntsId);
  }
}
