"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiEnvelope = ApiEnvelope;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const envelope_1 = require("./envelope");
/**
 * Documents the envelope around a result type so the generated client knows the exact
 * shape: { code, message, result: T }. Also documents the error envelope.
 */
function ApiEnvelope(model, opts = {}) {
    const resultSchema = model === null
        ? { type: 'object', nullable: true }
        : typeof model === 'string'
            ? { type: model }
            : { $ref: (0, swagger_1.getSchemaPath)(model) };
    const result = opts.isArray ? { type: 'array', items: resultSchema } : resultSchema;
    const models = [envelope_1.ErrorEnvelopeDto, envelope_1.FieldErrorDto, ...(model && typeof model !== 'string' ? [model] : [])];
    return (0, common_1.applyDecorators)((0, swagger_1.ApiExtraModels)(...models), (0, swagger_1.ApiResponse)({
        status: opts.status ?? 200,
        description: opts.description ?? 'Success',
        schema: {
            type: 'object',
            required: ['code', 'message', 'result'],
            properties: { code: { type: 'integer', example: opts.status ?? 200 }, message: { type: 'string' }, result },
        },
    }), (0, swagger_1.ApiResponse)({ status: 'default', description: 'Error envelope', type: envelope_1.ErrorEnvelopeDto }));
}
//# sourceMappingURL=api-envelope.decorator.js.map