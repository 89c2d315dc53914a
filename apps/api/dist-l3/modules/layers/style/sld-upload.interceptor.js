"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SldBody = exports.SldUploadInterceptor = void 0;
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const multer_1 = __importDefault(require("multer"));
const rxjs_1 = require("rxjs");
const domain_error_1 = require("../../../common/errors/domain-error");
const sld_check_1 = require("./sld-check");
/** XML bodies taken as an SLD (the JSON body parser leaves them unread). */
const XML_TYPES = ['application/xml', 'text/xml', 'application/vnd.ogc.sld+xml'];
const tooLarge = () => new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'layer.sldTooLarge', { limit: (0, domain_1.formatFileSize)(sld_check_1.SLD_MAX_BYTES) });
/** Reads an SLD from a multipart 'file' part or an XML body, refusing more than 1 MB while reading. */
let SldUploadInterceptor = class SldUploadInterceptor {
    intercept(context, next) {
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        return (0, rxjs_1.defer)(async () => {
            if (req.is('multipart/form-data'))
                req.sldUpload = await readMultipart(req, res);
            else if (req.is(XML_TYPES))
                req.sldUpload = { fileName: null, bytes: await readBody(req) };
            return (0, rxjs_1.lastValueFrom)(next.handle(), { defaultValue: undefined });
        });
    }
};
exports.SldUploadInterceptor = SldUploadInterceptor;
exports.SldUploadInterceptor = SldUploadInterceptor = __decorate([
    (0, common_1.Injectable)()
], SldUploadInterceptor);
/** The SLD read by SldUploadInterceptor, or undefined when none was sent. */
exports.SldBody = (0, common_1.createParamDecorator)((_, ctx) => {
    return ctx.switchToHttp().getRequest().sldUpload;
});
function readMultipart(req, res) {
    const upload = (0, multer_1.default)({
        storage: multer_1.default.memoryStorage(),
        defParamCharset: 'utf8',
        limits: { fileSize: sld_check_1.SLD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    }).single('file');
    return new Promise((resolve, reject) => {
        upload(req, res, (err) => {
            if (err instanceof multer_1.default.MulterError)
                reject(err.code === 'LIMIT_FILE_SIZE' ? tooLarge() : new domain_error_1.DomainError('BAD_REQUEST', 'layer.sldRequired'));
            else if (err)
                reject(new domain_error_1.DomainError('BAD_REQUEST', 'error.badRequest'));
            else
                resolve(req.file ? { fileName: req.file.originalname, bytes: req.file.buffer } : undefined);
        });
    });
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size > sld_check_1.SLD_MAX_BYTES) {
                req.removeAllListeners('data');
                req.resume();
                reject(tooLarge());
            }
            else
                chunks.push(chunk);
        });
        req.once('end', () => resolve(Buffer.concat(chunks)));
        req.once('error', reject);
    });
}
//# sourceMappingURL=sld-upload.interceptor.js.map