import { ApiProperty } from '@nestjs/swagger';

export class HealthCheckDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';
  /** Version or detail of the dependency, or the reason it is down. */
  detail?: string;
}

export class HealthChecksDto {
  db!: HealthCheckDto;
  redis!: HealthCheckDto;
  queue!: HealthCheckDto;
  gdal!: HealthCheckDto;
}

export class HealthDto {
  /** ok when every check is up, degraded otherwise. */
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';
  /** API version. */
  version!: string;
  checks!: HealthChecksDto;
}
