import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { OutboxMessage } from './entities/outbox.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
}

const SMS_TIMEOUT_MS = 5000;

/**
 * Sends mail over SMTP and SMS through the configured HTTP provider; without them both are
 * written to the development outbox (GET /api/dev/outbox), so tests can read every code.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);
  private transporter?: Transporter;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>,
  ) {}

  async sendMail(message: MailMessage): Promise<void> {
    const smtp = this.config.values.SMTP_URL;
    if (!smtp) {
      await this.outbox.insert({ channel: 'mail', to: message.to, subject: message.subject, text: message.text });
      return;
    }
    this.transporter ??= nodemailer.createTransport(smtp);
    try {
      await this.transporter.sendMail({ from: this.config.values.MAIL_FROM, ...message });
    } catch (e) {
      this.logger.error({ err: e, to: message.to }, 'mail not sent');
      throw new DomainError('SERVICE_UNAVAILABLE', 'verification.issueFailed');
    }
  }

  async sendSms(message: SmsMessage): Promise<void> {
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
    }).catch((e: unknown) => {
      this.logger.error({ err: e, to: message.to }, 'SMS provider unreachable');
      return null;
    });
    if (!res?.ok) throw new DomainError('SERVICE_UNAVAILABLE', 'verification.issueFailed');
  }
}
