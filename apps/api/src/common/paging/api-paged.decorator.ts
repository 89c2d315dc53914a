import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorEnvelopeDto, FieldErrorDto } from '../envelope/envelope';

/**
 * Documents `{ code, message, result: { content: T[], totalElements, pageIndex, pageSize, last } }`;
 * `extra`: further (optional) properties of `result`, e.g. a keyset cursor.
 */
export function ApiPagedEnvelope(model: Type<unknown>, extra: Record<string, SchemaObject> = {}): MethodDecorator {
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
              ...extra,
            },
          },
        },
      },
    }),
    ApiResponse({ status: 'default', description: 'Error envelope', type: ErrorEnvelopeDto }),
  );
}
