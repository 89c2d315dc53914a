import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Public } from '../../common/auth/decorators';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { OutboxMessage } from '../notifications';
import { ClockDto, OutboxMessageDto, OutboxQueryDto, SetClockDto } from './dto/dev.dto';

/**
 * Development and test tools: the outbox of mail/SMS that would have been sent, and the
 * server clock. Absent (404) unless DEV_TOOLS is on, never in production, never documented.
 */
@ApiExcludeController()
@Public()
@Controller('dev')
export class DevController {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>,
  ) {}

  /** Messages, newest first. */
  @Get('outbox')
  async list(@Query() q: OutboxQueryDto): Promise<OutboxMessageDto[]> {
    this.requireDevTools();
    const rows = await this.outbox.find({ where: q.to ? { to: q.to } : {}, order: { outboxSn: 'DESC' }, take: 100 });
    return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
  }

  @Put('clock')
  async setClock(@Body() dto: SetClockDto): Promise<ClockDto> {
    this.requireDevTools();
    await this.clock.set(new Date(dto.now));
    return { now: (await this.clock.now()).toISOString() };
  }

  @Delete('clock')
  async resetClock(): Promise<ClockDto> {
    this.requireDevTools();
    await this.clock.reset();
    return { now: (await this.clock.now()).toISOString() };
  }

  private requireDevTools(): void {
    if (!this.config.devTools) throw new DomainError('ROUTE_NOT_FOUND', 'error.routeNotFound');
  }
}
