"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiPagedEnvelope = ApiPagedEnvelope;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const envelope_1 = require("../envelope/envelope");
/** Documents `{ code, message, result: { content: T[], totalElements, pageIndex, pageSize, last } }`. */
function ApiPagedEnvelope(model) {
    return (0, common_1.applyDecorators)((0, swagger_1.ApiExtraModels)(model, envelope_1.ErrorEnvelopeDto, envelope_1.FieldErrorDto), (0, swagger_1.ApiOkResponse)({
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
                        content: { type: 'array', items: { $ref: (0, swagger_1.getSchemaPath)(model) } },
                        totalElements: { type: 'integer' },
                        pageIndex: { type: 'integer' },
                        pageSize: { type: 'integer' },
                        last: { type: 'boolean' },
                    },
                },
            },
        },
    }), (0, swagger_1.ApiResponse)({ status: 'default', description: 'Error envelope', type: envelope_1.ErrorEnvelopeDto }));
}
//# sourceMappingURL=api-paged.decorator.js.map