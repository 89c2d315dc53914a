import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeDto, FieldErrorDto } from '../envelope/envelope';

/** Documents `{ code, message, result: { content: T[], totalElements, pageIndex, pageSize, last } }`. */
export function ApiPagedEnvelope(model: Type<unknown>): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model, ErrorEnvelopeDto, FieldErrorDto),
    ApiOkResponse({
      schema: {
        type: 'object',
        required: ['code', 'message', 'result'],
        properties: {
          code: { type: 'integer', example: 200 },
          message: { type: 'string' },
          result: {
            type: 'object',
            required: ['content', 'totalElements', 'pageIndex', 'pageSize', 'last'],
            properties: {
              content: { type: 'array', items: { $ref: getSchemaPath(model) } },
              totalElements: { type: 'integer' },
              pageIndex: { type: 'integer' },
              pageSize: { type: 'integer' },
              last: { type: 'boolean' },
            },
          },
        },
      },
    }),
    ApiResponse({ status: 'default', description: 'Error envelope', type: ErrorEnvelopeDto }),
  );
}
