import { SINGLE_FILE_BODY } from '../../common/files/single-file-body';
import { Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { LayerImageQueryDto } from './dto/layer-image.dto';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerThumbnails } from './layer-thumbnails.service';

// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const THUMBNAIL_UPLOAD_CAP = 10 * 1024 * 1024;
const UPLOAD = FileInterceptor('file', { limits: { fileSize: THUMBNAIL_UPLOAD_CAP, files: 1 } });

/** Layer thumbnails: made by the importer from the data, replaceable by editors. */
@ApiTags('layers')
@Controller('layers')
export class LayerThumbnailController {
  constructor(private readonly thumbnails: LayerThumbnails) {}

  /**
   * The thumbnail image (viewers; 404 when there is none). The thumbnailUrl of list and detail
   * answers is signed (exp, sig) so it loads in an <img> without the bearer token; `?userMapId=`
   * asks for it "through" a web map holding the layer.
   */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/thumbnail')
  @Public()
  @RawResponse()
  @Header('Cache-Control', 'private, max-age=60')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  image(@CurrentUser() user: AuthUser | undefined, @Param() p: LayerIdParamDto, @Query() q: LayerImageQueryDto): Promise<StreamableFile> {
    return this.thumbnails.image(user, p.lyrId, q, q.userMapId);
  }

  /** Uploads a thumbnail (editors): png, jpg or jpeg by name and content, at most 1 MB (415, 413 otherwise). */
  @Post(':lyrId/thumbnail')
  @HttpCode(200)
  @UseInterceptors(UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody(SINGLE_FILE_BODY)
  @ApiEnvelope('string', { description: 'The thumbnail address' })
  upload(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @UploadedFile() file: Express.Multer.File | undefined): Promise<string> {
    return this.thumbnails.upload(user, p.lyrId, file);
  }

  /** Replaces the thumbnail (same rules as the upload). */
  @Put(':lyrId/thumbnail')
  @UseInterceptors(UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody(SINGLE_FILE_BODY)
  @ApiEnvelope('string', { description: 'The thumbnail address' })
  replace(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @UploadedFile() file: Express.Multer.File | undefined): Promise<string> {
    return this.thumbnails.upload(user, p.lyrId, file);
  }

  /** Removes the thumbnail (editors). */
  @Delete(':lyrId/thumbnail')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<null> {
    await this.thumbnails.remove(user, p.lyrId);
    return null;
  }
}
