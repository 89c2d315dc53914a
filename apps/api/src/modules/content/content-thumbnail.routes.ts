import { Header, UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { SINGLE_FILE_BODY } from '../../common/files/single-file-body';
import { ContentThumbnailInterceptor } from './content-thumbnail.interceptor';

// The thumbnail routes of owned contents (GET the image, PUT/POST an upload), beside the route's
// own @Get/@Put/@Post (the error metadata and the OpenAPI document read those from the handler).

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
