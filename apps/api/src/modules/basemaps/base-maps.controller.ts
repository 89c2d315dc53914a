import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { localeOf } from '../../common/i18n/locale';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { etagMatches } from '../tiles';
import { BaseMapPreviews } from './base-map-previews';
import { BaseMapsService } from './base-maps.service';
import {
  BaseMapCreateDto,
  BaseMapDto,
  BaseMapIdParamDto,
  BaseMapListQueryDto,
  BaseMapUpdateDto,
} from './dto/basemaps.dto';

// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const THUMBNAIL_UPLOAD_CAP = 10 * 1024 * 1024;
const UPLOAD = FileInterceptor('file', { limits: { fileSize: THUMBNAIL_UPLOAD_CAP, files: 1 } });
/** How the picker's answer was obtained (HIT, FILL, WAIT, TIMEOUT, BYPASS); absent for other queries. */
export const PICKER_CACHE_HEADER = 'X-Basemap-Cache';

/**
 * Base maps (spec 001 §3 "Base map", §7 "Base maps"; view 557). Anyone may list and read them
 * (the map builder's picker, the simple map); provider admins create, change and delete them.
 */
@ApiTags('basemaps')
@Controller('basemap')
export class BaseMapsController {
  constructor(
    private readonly baseMaps: BaseMapsService,
    private readonly previews: BaseMapPreviews,
  ) {}

  /**
   * Base maps, newest first (filters bcrnMapClCode, lyrStleCode, bcrnMapNm, bcrnMapUseAt,
   * imageAt). The picker's query (pageIndex 1, pageSize 999, imageAt N, bcrnMapUseAt Y) is
   * served from a 10-minute Redis cache shared by every API process; header X-Basemap-Cache
   * tells how it was answered.
   */
  @Get()
  @Public()
  @ApiPagedEnvelope(BaseMapDto)
  async list(
    @Query() q: BaseMapListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Paged<BaseMapDto>> {
    const answer = await this.baseMaps.list(q, localeOf(req));
    if (answer.cache) res.setHeader(PICKER_CACHE_HEADER, answer.cache);
    return answer.page;
  }

  /** One base map. */
  @Get(':bcrnMapId')
  @Public()
  @ApiEnvelope(BaseMapDto)
  detail(@Param() p: BaseMapIdParamDto, @Req() req: Request): Promise<BaseMapDto> {
    return this.baseMaps.detail(p.bcrnMapId, localeOf(req));
  }

  /** Registers a base map (provider admins; 409 when the id is taken). */
  @Post()
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(BaseMapDto, { status: 201 })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: BaseMapCreateDto,
    @Req() req: Request,
  ): Promise<BaseMapDto> {
    return this.baseMaps.create(user, dto, localeOf(req));
  }

  /** Changes a base map (provider admins): only the fields sent. */
  @Put(':bcrnMapId')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(BaseMapDto)
  update(
    @Param() p: BaseMapIdParamDto,
    @Body() dto: BaseMapUpdateDto,
    @Req() req: Request,
  ): Promise<BaseMapDto> {
    return this.baseMaps.update(p.bcrnMapId, dto, localeOf(req));
  }

  /** Deletes a base map (provider admins). */
  @Delete(':bcrnMapId')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(null)
  async remove(@Param() p: BaseMapIdParamDto): Promise<null> {
    await this.baseMaps.remove(p.bcrnMapId);
    return null;
  }

  /**
   * A rendered preview (public, PNG): the offline base map drawn from its data; an online map as
   * a mosaic of its tiles over Seoul when they can be fetched, otherwise a drawn preview.
   */
  @Get(':bcrnMapId/preview')
  @Public()
  @RawResponse()
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'The preview', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'Not modified' })
  async preview(
    @Param() p: BaseMapIdParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const { png, etag, source } = await this.previews.preview(p.bcrnMapId);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', `public, max-age=${source === 'tiles' ? 86_400 : 600}`);
    if (etagMatches(ifNoneMatch, etag)) {
      res.status(304);
      return undefined;
    }
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  /** The thumbnail image (public; 404 when there is none). */
  @Get(':bcrnMapId/thumbnail')
  @Public()
  @RawResponse()
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'Not modified' })
  async thumbnail(
    @Param() p: BaseMapIdParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const { file, etag } = await this.baseMaps.thumbnail(p.bcrnMapId);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (etagMatches(ifNoneMatch, etag)) {
      res.status(304);
      return undefined;
    }
    return file;
  }

  /** Uploads the thumbnail (provider admins): png, jpg or jpeg by name and content, at most 1 MB (415, 413 otherwise). */
  @Post(':bcrnMapId/thumbnail')
  @HttpCode(200)
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @UseInterceptors(UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiEnvelope(BaseMapDto)
  upload(
    @Param() p: BaseMapIdParamDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<BaseMapDto> {
    return this.baseMaps.setThumbnail(
      p.bcrnMapId,
      file && { fileName: file.originalname, bytes: file.buffer },
      localeOf(req),
    );
  }

  /** Removes the thumbnail (provider admins). */
  @Delete(':bcrnMapId/thumbnail')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(null)
  async removeThumbnail(@Param() p: BaseMapIdParamDto): Promise<null> {
    await this.baseMaps.removeThumbnail(p.bcrnMapId);
    return null;
  }
}
