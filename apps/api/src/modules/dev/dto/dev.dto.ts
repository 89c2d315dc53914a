import { IsDateString, IsOptional, IsString, MaxLength } from 'class-validator';

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
