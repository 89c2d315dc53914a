import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeDto, FieldErrorDto } from './envelope';

type Primitive = 'string' | 'number' | 'integer' | 'boolean';

interface EnvelopeOptions {
  status?: number;
  description?: string;
  isArray?: boolean;
}

/**
 * Documents the envelope around a result type so the generated client knows the exact
 * shape: { code, message, result: T }. Also documents the error envelope.
 */
export function ApiEnvelope(model: Type<unknown> | Primitive | null, opts: EnvelopeOptions = {}): MethodDecorator {
  const resultSchema =
    model === null
      ? { type: 'object', nullable: true }
      : typeof model === 'string'
        ? { type: model }
        : { $ref: getSchemaPath(model) };
  const result = opts.isArray ? { type: 'array', items: resultSchema } : resultSchema;
  const models = [ErrorEnvelopeDto, FieldErrorDto, ...(model && typeof model !== 'string' ? [model] : [])];
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: opts.status ?? 200,
      description: opts.description ?? 'Success',
      schema: {
        type: 'object',
        required: ['code', 'message', 'result'],
        properties: { code: { type: 'integer', example: opts.status ?? 200 }, message: { type: 'string' }, result },
      },
    }),
    ApiResponse({ status: 'default', description: 'Error envelope', type: ErrorEnvelopeDto }),
  );
}
