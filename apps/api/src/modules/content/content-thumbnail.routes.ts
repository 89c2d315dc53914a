import {
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
  UseInterceptors,
  applyDecorators,
  type StreamableFile,
  type Type,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { SignedUrlQueryDto } from '../../common/crypto/url-signer.dto';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { SINGLE_FILE_BODY } from '../../common/files/single-file-body';
import { ContentThumbnailInterceptor, type ReceivedThumbnail } from './content-thumbnail.interceptor';
import type { OwnedContentService } from './owned-content.service';
import type { OwnedRow } from './content-table';

// The thumbnail routes of owned contents: GET the image, PUT/POST an upload, DELETE it.

/** GET …/thumbnail: the image, public (viewers or a signed address), for API keys with contents:read. */
export function ThumbnailImageRoute(): MethodDecorator {
  return applyDecorators(
    ApiKeyScope('contents:read'),
    Public(),
    RawResponse(),
    Header('Cache-Control', 'private, max-age=60'),
    ApiProduces('image/png', 'image/jpeg'),
    ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } }),
  );
}

/** PUT/POST …/thumbnail: multipart `file` streamed to disk (ContentThumbnailInterceptor); answers its address. */
export function ThumbnailUploadRoute(addressDescription: string): MethodDecorator {
  return applyDecorators(
    UseInterceptors(ContentThumbnailInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody(SINGLE_FILE_BODY),
    ApiEnvelope('string', { description: addressDescription }),
  );
}

/**
 * The base class of an owned-content controller: the thumbnail routes under `:<idParam>/thumbnail`
 * (GET the image: viewers or a signed address; PUT and POST an upload; DELETE; editors), calling
 * the kind's OwnedContentService. `ParamDto` is the controller's id parameter class (validated and
 * documented as on its other routes); `addressDescription` documents the upload answer.
 */
export function ContentThumbnailRoutes<K extends string>(
  idParam: K,
  ParamDto: Type<Record<K, string>>,
  addressDescription: string,
) {
  const path = `:${idParam}/thumbnail`;
  const SET = 'Sets the thumbnail (editors): multipart `file`, png/jpg/jpeg by name and content (415), at most 1 MB (413).';

  abstract class ThumbnailRoutes {
    constructor(readonly thumbnails: OwnedContentService<OwnedRow>) {}

    @ApiOperation({ summary: 'The thumbnail image (viewers, or anyone with the signed thumbnailUrl of an answer; 404 when there is none).' })
    @Get(path)
    @ThumbnailImageRoute()
    thumbnail(
      @CurrentUser() user: AuthUser | undefined,
      @Param() p: Record<K, string>,
      @Query() q: SignedUrlQueryDto,
    ): Promise<StreamableFile> {
      return this.thumbnails.thumbnail(user, p[idParam], q);
    }

    @ApiOperation({ summary: SET })
    @Put(path)
    @ThumbnailUploadRoute(addressDescription)
    replaceThumbnail(
      @CurrentUser() user: AuthUser,
      @Param() p: Record<K, string>,
      @UploadedFiles() files: ReceivedThumbnail[] | undefined,
    ): Promise<string> {
      return this.thumbnails.uploadThumbnail(user, p[idParam], files?.[0]);
    }

    @ApiOperation({ summary: 'Same as PUT (thumbnail insert).' })
    @Post(path)
    @HttpCode(200)
    @ThumbnailUploadRoute(addressDescription)
    insertThumbnail(
      @CurrentUser() user: AuthUser,
      @Param() p: Record<K, string>,
      @UploadedFiles() files: ReceivedThumbnail[] | undefined,
    ): Promise<string> {
      return this.thumbnails.uploadThumbnail(user, p[idParam], files?.[0]);
    }

    @ApiOperation({ summary: 'Removes the thumbnail (editors).' })
    @Delete(path)
    @ApiEnvelope(null)
    async removeThumbnail(@CurrentUser() user: AuthUser, @Param() p: Record<K, string>): Promise<null> {
      await this.thumbnails.removeThumbnail(user, p[idParam]);
      return null;
    }
  }
  // The id parameter's class is the controller's (a generic parameter has none at run time): the
  // validation pipe and the OpenAPI document read it from the handlers' parameter types.
  for (const method of ['thumbnail', 'replaceThumbnail', 'insertThumbnail', 'removeThumbnail'] as const) {
    const types = Reflect.getMetadata('design:paramtypes', ThumbnailRoutes.prototype, method) as unknown[];
    const withParam = types.map((t, i) => (i === 1 ? ParamDto : t));
    Reflect.defineMetadata('design:paramtypes', withParam, ThumbnailRoutes.prototype, method);
  }
  return ThumbnailRoutes;
}
