import { Body, Controller, Delete, Get, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  InsttNoticeItemParamDto,
  InsttNoticeParamDto,
  NoticeCountDto,
  NoticeDto,
  NoticeFileParamDto,
  NoticeListQueryDto,
  NoticeParamDto,
  NoticeSaveDto,
  NoticeViewCountDto,
} from './dto/notices.dto';
import { NoticesService } from './notices.service';

/** Provider notices (spec 000 menu 71): reading is public, writing is for provider admins (4). */
@ApiTags('notices')
@Controller('notices')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** Provider notices (paged, newest first; searchNm matches title and content). */
  @Get()
  @Public()
  @ApiPagedEnvelope(NoticeDto)
  list(@Query() q: NoticeListQueryDto): Promise<Paged<NoticeDto>> {
    return this.notices.list(null, q);
  }

  /** Number of provider notices. */
  @Get('count')
  @Public()
  @ApiEnvelope(NoticeCountDto)
  async count(): Promise<NoticeCountDto> {
    return { count: await this.notices.count(null) };
  }

  /** Provider popup notices whose popup window holds the server clock's now. */
  @Get('popup')
  @Public()
  @ApiEnvelope(NoticeDto, { isArray: true })
  popup(): Promise<NoticeDto[]> {
    return this.notices.popups(null);
  }

  /** One provider notice (content is sanitized HTML). */
  @Get(':nttId')
  @Public()
  @ApiEnvelope(NoticeDto)
  get(@Param() p: NoticeParamDto): Promise<NoticeDto> {
    return this.notices.get(null, p.nttId);
  }

  /** Downloads one attached file of a notice, provider's or an institution's (ids are global). Public. */
  @Get(':nttId/files/:fileOrdr')
  @Public()
  @RawResponse()
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: 'The file, with its original name in Content-Disposition',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  file(@Param() p: NoticeFileParamDto): Promise<StreamableFile> {
    return this.notices.file(p.nttId, p.fileOrdr);
  }

  /** Counts one view of a notice, provider's or an institution's (ids are global); answers the new count. */
  @Post(':nttId/view-count')
  @Public()
  @ApiEnvelope(NoticeViewCountDto)
  async viewCount(@Param() p: NoticeParamDto): Promise<NoticeViewCountDto> {
    return { rdcnt: await this.notices.countView(p.nttId) };
  }

  /** Creates a provider notice. Provider admins. */
  @Post()
  @Roles(4)
  @ApiEnvelope(NoticeDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: NoticeSaveDto): Promise<NoticeDto> {
    return this.notices.create(user, null, dto);
  }

  /** Replaces a provider notice (absent popup dates mean none). Provider admins. */
  @Put(':nttId')
  @Roles(4)
  @ApiEnvelope(NoticeDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: NoticeParamDto,
    @Body() dto: NoticeSaveDto,
  ): Promise<NoticeDto> {
    return this.notices.update(user, null, p.nttId, dto);
  }

  /** Deletes a provider notice. Provider admins. */
  @Delete(':nttId')
  @Roles(4)
  @ApiEnvelope(null)
  async remove(@Param() p: NoticeParamDto): Promise<null> {
    await this.notices.remove(null, p.nttId);
    return null;
  }
}

/**
 * Institution notices (spec 000 menu 534) are for the institution (spec 000 §6: the institution
 * user system is its members'): its members and admins (11–14 of that institution) and provider
 * admins (4) read them, 401 anonymously, 403 to anyone else; its admins and provider admins
 * write. Views are counted through POST /notices/{nttId}/view-count.
 */
@ApiTags('notices')
@Controller('instt/:insttCode/ntcn')
export class InsttNoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** The institution's notices (paged, newest first; searchNm matches title and content). Its members and provider admins. */
  @Get()
  @InsttScoped()
  @ApiPagedEnvelope(NoticeDto)
  list(@Param() p: InsttNoticeParamDto, @Query() q: NoticeListQueryDto): Promise<Paged<NoticeDto>> {
    return this.notices.list(p.insttCode, q);
  }

  /** Number of the institution's notices. Its members and provider admins. */
  @Get('count')
  @InsttScoped()
  @ApiEnvelope(NoticeCountDto)
  async count(@Param() p: InsttNoticeParamDto): Promise<NoticeCountDto> {
    return { count: await this.notices.count(p.insttCode) };
  }

  /** The institution's popup notices whose popup window holds the server clock's now. Its members and provider admins. */
  @Get('popup')
  @InsttScoped()
  @ApiEnvelope(NoticeDto, { isArray: true })
  popup(@Param() p: InsttNoticeParamDto): Promise<NoticeDto[]> {
    return this.notices.popups(p.insttCode);
  }

  /** One notice of the institution. Its members and provider admins. */
  @Get(':nttId')
  @InsttScoped()
  @ApiEnvelope(NoticeDto)
  get(@Param() p: InsttNoticeItemParamDto): Promise<NoticeDto> {
    return this.notices.get(p.insttCode, p.nttId);
  }

  /** Creates a notice of the institution. Its admins or provider admins. */
  @Post()
  @Roles(4, 14)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(NoticeDto, { status: 201 })
  create(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttNoticeParamDto,
    @Body() dto: NoticeSaveDto,
  ): Promise<NoticeDto> {
    return this.notices.create(user, p.insttCode, dto);
  }

  /** Replaces a notice of the institution. Its admins or provider admins. */
  @Put(':nttId')
  @Roles(4, 14)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(NoticeDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttNoticeItemParamDto,
    @Body() dto: NoticeSaveDto,
  ): Promise<NoticeDto> {
    return this.notices.update(user, p.insttCode, p.nttId, dto);
  }

  /** Deletes a notice of the institution. Its admins or provider admins. */
  @Delete(':nttId')
  @Roles(4, 14)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(null)
  async remove(@Param() p: InsttNoticeItemParamDto): Promise<null> {
    await this.notices.remove(p.insttCode, p.nttId);
    return null;
  }
}
