import { IsDateString, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IMPORT_HOLD_MAX_MS } from '../../../jobs/queues';

export class OutboxQueryDto {
  /** Only messages to this address or number. */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  to?: string;
}

export class OutboxMessageDto {
  channel!: 'mail' | 'sms';
  to!: string;
  subject!: string | null;
  text!: string;
  createdAt!: string;
}

export class SetClockDto {
  /** The time the server should believe it is (ISO 8601). */
  @IsDateString()
  now!: string;
}

export class ClockDto {
  now!: string;
}

export class ImportHoldDto {
  /** How long (ms) each import waits in its converting stage; 0 ends the hold. At most 120,000 (IMPORT_HOLD_MAX_MS). */
  @IsInt()
  @Min(0)
  @Max(IMPORT_HOLD_MAX_MS)
  ms!: number;
}
