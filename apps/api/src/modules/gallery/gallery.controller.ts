import { Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { NEXT_CURSOR_PROPERTY } from '../../common/paging/keyset-cursor';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  GalleryCountDto,
  GalleryCountQueryDto,
  GalleryItemDto,
  GalleryListQueryDto,
  GallerySnParamDto,
} from './dto/gallery.dto';
import { PublishedGalleryService } from './published-gallery.service';

/**
 * The public map gallery: approved items only, open to anonymous visitors (bookmarkAt and
 * recommendAt are the caller's, N without a login). Reactions are the content's (the same as
 * through /contents): a bookmark or recommendation of the item is one of its map or app.
 */
@ApiTags('mapgallery')
@Controller('mapgallery')
export class GalleryController {
  constructor(private readonly gallery: PublishedGalleryService) {}

  /**
   * Approved items of a gallery (galleryType instt, default, or product; insttCode: one
   * institution's), kind filter, searchNm in title or description; sort recent (default:
   * newest approval), views, recommends.
   */
  @ApiKeyScope('contents:read')
  @Get()
  @Public()
  @ApiPagedEnvelope(GalleryItemDto, NEXT_CURSOR_PROPERTY)
  list(
    @CurrentUser() user: AuthUser | undefined,
    @Query() q: GalleryListQueryDto,
  ): Promise<Paged<GalleryItemDto> & { nextCursor: string | null }> {
    return this.gallery.published(user, q);
  }

  /** Counts of approved items, all and by kind, for the same galleryType, insttCode and searchNm. */
  @ApiKeyScope('contents:read')
  @Get('count')
  @Public()
  @ApiEnvelope(GalleryCountDto)
  count(
    @CurrentUser() user: AuthUser | undefined,
    @Query() q: GalleryCountQueryDto,
  ): Promise<GalleryCountDto> {
    return this.gallery.count(user, q);
  }

  /** One approved item (404 when it is not published). */
  @ApiKeyScope('contents:read')
  @Get(':mapGaleReqstSn')
  @Public()
  @ApiEnvelope(GalleryItemDto)
  item(@CurrentUser() user: AuthUser | undefined, @Param() p: GallerySnParamDto): Promise<GalleryItemDto> {
    return this.gallery.item(user, p.mapGaleReqstSn);
  }

  /** Bookmarks the item (members; nothing changes when already bookmarked). Answers the item. */
  @Post(':mapGaleReqstSn/bookmark')
  @HttpCode(200)
  @ApiEnvelope(GalleryItemDto)
  bookmark(@CurrentUser() user: AuthUser, @Param() p: GallerySnParamDto): Promise<GalleryItemDto> {
    return this.gallery.bookmark(user, p.mapGaleReqstSn);
  }

  /** Removes my bookmark. Answers the item. */
  @Delete(':mapGaleReqstSn/bookmark')
  @ApiEnvelope(GalleryItemDto)
  unbookmark(@CurrentUser() user: AuthUser, @Param() p: GallerySnParamDto): Promise<GalleryItemDto> {
    return this.gallery.unbookmark(user, p.mapGaleReqstSn);
  }

  /** Recommends the item, once per member (409 the second time). Answers the item. */
  @Post(':mapGaleReqstSn/recommend')
  @HttpCode(200)
  @ApiEnvelope(GalleryItemDto)
  recommend(@CurrentUser() user: AuthUser, @Param() p: GallerySnParamDto): Promise<GalleryItemDto> {
    return this.gallery.recommend(user, p.mapGaleReqstSn);
  }

  /**
   * Counts a view (anyone): a viewer — the member, or a visitor by a hash of their address — is
   * counted once per day. Answers the item with its counts.
   */
  @Post(':mapGaleReqstSn/view-count')
  @Public()
  @HttpCode(200)
  @ApiEnvelope(GalleryItemDto)
  view(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: GallerySnParamDto,
    @Ip() ip: string,
  ): Promise<GalleryItemDto> {
    return this.gallery.view(user, ip, p.mapGaleReqstSn);
  }
}
