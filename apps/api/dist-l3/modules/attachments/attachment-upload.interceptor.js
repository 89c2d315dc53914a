"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AttachmentUploadInterceptor = exports.ATTACHMENT_FIELD = exports.ATTACHMENT_MAX_BYTES = exports.ATTACHMENT_MAX_FILES = void 0;
const promises_1 = __importDefault(require("node:fs/promises"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const multer_1 = __importDefault(require("multer"));
const rxjs_1 = require("rxjs");
const domain_error_1 = require("../../common/errors/domain-error");
const attachment_store_1 = require("./attachment-store");
/** Files one upload may carry, and the size of each (API.md Attachments). */
exports.ATTACHMENT_MAX_FILES = 10;
exports.ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field holding the files. */
exports.ATTACHMENT_FIELD = 'files';
/**
 * Receives the multipart 'files' into a private temporary folder (never memory: 10 × 20 MB),
 * with the limits enforced while streaming. The folder is removed when the request ends,
 * accepted or refused, so a refused upload leaves no file behind.
 */
let AttachmentUploadInterceptor = class AttachmentUploadInterceptor {
    store;
    constructor(store) {
        this.store = store;
    }
    intercept(context, next) {
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        return (0, rxjs_1.defer)(async () => {
            const dir = await this.store.tempDir();
            try {
                await receive(dir, req, res);
                return await (0, rxjs_1.lastValueFrom)(next.handle(), { defaultValue: undefined });
            }
            finally {
                await promises_1.default.rm(dir, { recursive: true, force: true });
            }
        });
    }
};
exports.AttachmentUploadInterceptor = AttachmentUploadInterceptor;
exports.AttachmentUploadInterceptor = AttachmentUploadInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [attachment_store_1.AttachmentStore])
], AttachmentUploadInterceptor);
function receive(dir, req, res) {
    const upload = (0, multer_1.default)({
        storage: multer_1.default.diskStorage({ destination: dir }),
        // Korean file names arrive as UTF-8 in the part headers.
        defParamCharset: 'utf8',
        limits: {
            fileSize: exports.ATTACHMENT_MAX_BYTES,
            files: exports.ATTACHMENT_MAX_FILES,
            fields: 10,
            fieldSize: 1024,
            parts: exports.ATTACHMENT_MAX_FILES + 10,
        },
    }).array(exports.ATTACHMENT_FIELD);
    return new Promise((resolve, reject) => {
        upload(req, res, (err) => (err ? reject(toDomainError(err)) : resolve()));
    });
}
function toDomainError(err) {
    if (err instanceof multer_1.default.MulterError) {
        switch (err.code) {
            case 'LIMIT_FILE_SIZE':
                return new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'attachment.tooLarge', {
                    limit: (0, domain_1.formatFileSize)(exports.ATTACHMENT_MAX_BYTES),
                });
            case 'LIMIT_FILE_COUNT': {
                const params = { count: exports.ATTACHMENT_MAX_FILES };
                return new domain_error_1.DomainError('VALIDATION_FAILED', 'attachment.tooManyFiles', params, [
                    { field: exports.ATTACHMENT_FIELD, message: 'attachment.tooManyFiles', params },
                ]);
            }
            case 'LIMIT_UNEXPECTED_FILE': {
                const params = { field: exports.ATTACHMENT_FIELD };
                return new domain_error_1.DomainError('VALIDATION_FAILED', 'attachment.unexpectedField', params, [
                    { field: err.field ?? '', message: 'attachment.unexpectedField', params },
                ]);
            }
            default:
                return new domain_error_1.DomainError('BAD_REQUEST', 'error.badRequest');
        }
    }
    // Malformed multipart bodies (busboy) are the caller's fault; disk errors are ours (500).
    if (err instanceof Error && !('errno' in err))
        return new domain_error_1.DomainError('BAD_REQUEST', 'error.badRequest');
    return err;
}
//# sourceMappingURL=attachment-upload.interceptor.js.map