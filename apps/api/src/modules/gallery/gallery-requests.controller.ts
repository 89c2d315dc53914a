import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  GalleryConfirmDto,
  GalleryDeleteDto,
  GalleryRequestCreateDto,
  GalleryRequestCreatedDto,
  GalleryRequestDto,
  GalleryRequestListQueryDto,
  GallerySnParamDto,
  MyGalleryRequestQueryDto,
  WebappIdParamDto,
} from './dto/gallery.dto';
import { GalleryService } from './gallery.service';

/**
 * Map gallery applications (spec 001 §3 "Map gallery application", §4, §7). confmSttusCode:
 * 01 requested, 02 approved, 03 rejected. Gallery admins: provider admins (4) for every gallery;
 * an institution admin (14) for the 'instt' gallery of their institution.
 */
@ApiTags('mapgallery')
@Controller('mapgallery/request')
export class GalleryRequestsController {
  constructor(private readonly gallery: GalleryService) {}

  /**
   * Applies with a web map (kind 01, userMapId) or themed app (kind 02, webappTmplatId) I own,
   * to my institution's gallery (galleryType instt, default) or the provider's (product).
   * 201; 400 missing/mismatched content id; 403 not an editor or admin (11, 14, 4), or not the
   * owner; 404 unknown content; 409 an open (requested or approved) request of it in that
   * gallery; 422 content not in use.
   */
  @Post()
  @ApiEnvelope(GalleryRequestCreatedDto, { status: 201 })
  apply(
    @CurrentUser() user: AuthUser,
    @Body() dto: GalleryRequestCreateDto,
  ): Promise<GalleryRequestCreatedDto> {
    return this.gallery.apply(user, dto);
  }

  /**
   * Requests of the galleries I manage (admins; 403 otherwise, and for an institution admin
   * naming the product gallery or another institution): title, kind, status, public scope,
   * period (startDt–endDt of the request, inclusive days), galleryType; searchNm matches the
   * title or the applicant's name; sort registDt (default), confmDt, mapGaleSj.
   */
  @Get()
  @Roles(USER_SE_CODES.PROVIDER_ADMIN, USER_SE_CODES.INSTT_ADMIN)
  @ApiPagedEnvelope(GalleryRequestDto)
  list(
    @CurrentUser() user: AuthUser,
    @Query() q: GalleryRequestListQueryDto,
  ): Promise<Paged<GalleryRequestDto>> {
    return this.gallery.list(user, q);
  }

  /** My own applications (any status), newest first. */
  @Get('mine')
  @ApiPagedEnvelope(GalleryRequestDto)
  mine(
    @CurrentUser() user: AuthUser,
    @Query() q: MyGalleryRequestQueryDto,
  ): Promise<Paged<GalleryRequestDto>> {
    return this.gallery.mine(user, q);
  }

  /** The applications of one themed app, newest first (its owner and admins; 404 unknown app). */
  @Get('webappId/:webappTmplatId')
  @ApiEnvelope(GalleryRequestDto, { isArray: true })
  ofApp(@CurrentUser() user: AuthUser, @Param() p: WebappIdParamDto): Promise<GalleryRequestDto[]> {
    return this.gallery.requestsOfApp(user, p.webappTmplatId);
  }

  /**
   * Approves (02) or rejects (03, confmRejectCn required: 400) a request (its gallery's admins:
   * 403 otherwise). Approval shares the content with everyone; rejecting an approved item takes
   * it out of the gallery and removes the everyone share its approval added. 409 when the
   * request already has that status or another open request of the content is in the gallery.
   */
  @Put('confirmStatus')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN, USER_SE_CODES.INSTT_ADMIN)
  @ApiEnvelope(GalleryRequestDto)
  confirm(@CurrentUser() user: AuthUser, @Body() dto: GalleryConfirmDto): Promise<GalleryRequestDto> {
    return this.gallery.decide(user, dto);
  }

  /**
   * Deletes requests, all or nothing: each one must be in a gallery I manage, or my own
   * application (withdrawal). 403 otherwise; 404 when one does not exist. Approved items leave
   * the gallery with the everyone share their approval added.
   */
  @Delete()
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Body() dto: GalleryDeleteDto): Promise<null> {
    await this.gallery.remove(user, dto.mapGaleReqstSnList);
    return null;
  }

  /** One request (its gallery's admins and the applicant; 403 otherwise, 404 unknown). */
  @Get(':mapGaleReqstSn')
  @ApiEnvelope(GalleryRequestDto)
  detail(@CurrentUser() user: AuthUser, @Param() p: GallerySnParamDto): Promise<GalleryRequestDto> {
    return this.gallery.request(user, p.mapGaleReqstSn);
  }
}
