import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import type { Response } from 'express';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Status of the database, Redis, the job queue and GDAL (public). */
  @Get()
  @ApiEnvelope(HealthDto)
  check(): Promise<HealthDto> {
    return this.health.check();
  }

  /** Liveness: the process answers. */
  @Get('live')
  @HttpCode(200)
  @ApiEnvelope('boolean')
  live(): boolean {
    return true;
  }

  /** Readiness: 200 when the database and Redis answer, 503 otherwise. */
  @Get('ready')
  @ApiEnvelope('boolean')
  async ready(@Res({ passthrough: true }) res: Response): Promise<boolean> {
    const ok = await this.health.ready();
    if (!ok) res.status(503);
    return ok;
  }
}
