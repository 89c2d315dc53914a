import { Body, Controller, Delete, Get, Inject, Put, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { Repository } from 'typeorm';
import { Public } from '../../common/auth/decorators';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { IMPORT_HOLD_KEY } from '../../jobs/queues';
import { OutboxMessage } from '../notifications';
import { ClockDto, ImportHoldDto, OutboxMessageDto, OutboxQueryDto, SetClockDto } from './dto/dev.dto';

/**
 * Development and test tools: the outbox of mail/SMS that would have been sent, the server
 * clock, and a hold on layer imports (so that a test can cancel one that is surely running). Absent (404) unless DEV_TOOLS is on, never in production, never documented.
 */
@ApiExcludeController()
@Public()
@Controller('dev')
export class DevController {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis,
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

  /** Every import the worker starts from now on waits this long in its converting stage (0 = none). */
  @Put('import-hold')
  async setImportHold(@Body() dto: ImportHoldDto): Promise<ImportHoldDto> {
    this.requireDevTools();
    if (dto.ms > 0) await this.redis.set(IMPORT_HOLD_KEY, String(dto.ms));
    else await this.redis.del(IMPORT_HOLD_KEY);
    return { ms: dto.ms };
  }

  private requireDevTools(): void {
    if (!this.config.devTools) throw new DomainError('ROUTE_NOT_FOUND', 'error.routeNotFound');
  }
}
