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
exports.LayerUploadInterceptor = exports.UPLOAD_STREAM_MAX_BYTES = exports.UPLOAD_MAX_FILES = exports.UPLOAD_FIELD = void 0;
const promises_1 = __importDefault(require("node:fs/promises"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const multer_1 = __importDefault(require("multer"));
const rxjs_1 = require("rxjs");
const domain_error_1 = require("../../common/errors/domain-error");
const import_storage_1 = require("./import-storage");
/** The multipart field holding the files (a zip, shapefile parts, a table, a drawing, a raster, an image and its world file). */
exports.UPLOAD_FIELD = 'files';
exports.UPLOAD_MAX_FILES = 8;
/**
 * Hard limit of one file while it streams to disk; the limits of each upload type (geoTiff 50 MB,
 * image 3 MB) are checked once the type is known.
 */
exports.UPLOAD_STREAM_MAX_BYTES = 1024 * 1024 * 1024;
/**
 * Streams the multipart files to a private temporary folder (never into memory) and removes the
 * folder when the request ends, accepted or refused: accepted files were moved out of it into the
 * import's work folder by then, so a refused upload leaves nothing behind. JSON requests (web and
 * custom layers) pass through.
 */
let LayerUploadInterceptor = class LayerUploadInterceptor {
    storage;
    constructor(storage) {
        this.storage = storage;
    }
    intercept(context, next) {
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        return (0, rxjs_1.defer)(async () => {
            const dir = await this.storage.requestDir();
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
exports.LayerUploadInterceptor = LayerUploadInterceptor;
exports.LayerUploadInterceptor = LayerUploadInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [import_storage_1.ImportStorage])
], LayerUploadInterceptor);
function receive(dir, req, res) {
    const upload = (0, multer_1.default)({
        storage: multer_1.default.diskStorage({ destination: dir }),
        // Korean file names arrive as UTF-8 in the part headers.
        defParamCharset: 'utf8',
        limits: {
            fileSize: exports.UPLOAD_STREAM_MAX_BYTES,
            files: exports.UPLOAD_MAX_FILES,
            fields: 30,
            fieldSize: 256 * 1024,
            parts: exports.UPLOAD_MAX_FILES + 30,
        },
    }).array(exports.UPLOAD_FIELD, exports.UPLOAD_MAX_FILES);
    return new Promise((resolve, reject) => {
        upload(req, res, (err) => (err ? reject(toDomainError(err)) : resolve()));
    });
}
function toDomainError(err) {
    if (err instanceof multer_1.default.MulterError) {
        switch (err.code) {
            case 'LIMIT_FILE_SIZE':
                return new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'upload.tooLarge', {
                    limit: (0, domain_1.formatFileSize)(exports.UPLOAD_STREAM_MAX_BYTES),
                });
            case 'LIMIT_FILE_COUNT':
                return new domain_error_1.DomainError('BAD_REQUEST', 'upload.tooManyFiles', { count: exports.UPLOAD_MAX_FILES });
            case 'LIMIT_UNEXPECTED_FILE':
                return new domain_error_1.DomainError('BAD_REQUEST', 'upload.unexpectedField', { field: exports.UPLOAD_FIELD });
            default:
                return new domain_error_1.DomainError('BAD_REQUEST', 'error.badRequest');
        }
    }
    // Malformed multipart bodies (busboy) are the caller's fault; disk errors are ours (500).
    if (err instanceof Error && !('errno' in err))
        return new domain_error_1.DomainError('BAD_REQUEST', 'error.badRequest');
    return err;
}
//# sourceMappingURL=layer-upload.interceptor.js.map