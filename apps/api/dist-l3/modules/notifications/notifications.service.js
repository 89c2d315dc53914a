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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var NotificationsService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.NotificationsService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const nodemailer_1 = __importDefault(require("nodemailer"));
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const outbox_entity_1 = require("./entities/outbox.entity");
const SMS_TIMEOUT_MS = 5000;
/**
 * Sends mail over SMTP and SMS through the configured HTTP provider; without them both are
 * written to the development outbox (GET /api/dev/outbox), so tests can read every code.
 */
let NotificationsService = NotificationsService_1 = class NotificationsService {
    config;
    outbox;
    logger = new common_1.Logger(NotificationsService_1.name);
    transporter;
    constructor(config, outbox) {
        this.config = config;
        this.outbox = outbox;
    }
    async sendMail(message) {
        const smtp = this.config.values.SMTP_URL;
        if (!smtp) {
            await this.outbox.insert({ channel: 'mail', to: message.to, subject: message.subject, text: message.text });
            return;
        }
        this.transporter ??= nodemailer_1.default.createTransport(smtp);
        try {
            await this.transporter.sendMail({ from: this.config.values.MAIL_FROM, ...message });
        }
        catch (e) {
            this.logger.error({ err: e, to: message.to }, 'mail not sent');
            throw new domain_error_1.DomainError('SERVICE_UNAVAILABLE', 'verification.issueFailed');
        }
    }
    async sendSms(message) {
        const url = this.config.values.SMS_PROVIDER_URL;
        if (!url) {
            await this.outbox.insert({ channel: 'sms', to: message.to, subject: null, text: message.text });
            return;
        }
        const key = this.config.values.SMS_PROVIDER_KEY;
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
            body: JSON.stringify(message),
            signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        }).catch((e) => {
            this.logger.error({ err: e, to: message.to }, 'SMS provider unreachable');
            return null;
        });
        if (!res?.ok)
            throw new domain_error_1.DomainError('SERVICE_UNAVAILABLE', 'verification.issueFailed');
    }
};
exports.NotificationsService = NotificationsService;
exports.NotificationsService = NotificationsService = NotificationsService_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectRepository)(outbox_entity_1.OutboxMessage)),
    __metadata("design:paramtypes", [app_config_1.AppConfig,
        typeorm_2.Repository])
], NotificationsService);
//# sourceMappingURL=notifications.service.js.map