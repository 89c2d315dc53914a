import type { ApiBodyOptions } from '@nestjs/swagger';

/** OpenAPI body of a multipart upload of one file in the field `file` (thumbnails and the like). */
export const SINGLE_FILE_BODY: ApiBodyOptions = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};
