import { ApiProperty } from '@nestjs/swagger';

/** The response envelope of every JSON answer: code equals the HTTP status. */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export class FieldErrorDto {
  /** Path of the field in the request (e.g. `pageSize`, `shareList.0.pblonsipScopeSeCode`). */
  field!: string;
  /** What is wrong, in the caller's language. */
  message!: string;
}

export class ErrorEnvelopeDto {
  /** HTTP status of the error. */
  @ApiProperty({ example: 400 })
  code!: number;
  /** Human-readable message (Korean by default, English with Accept-Language: en). */
  message!: string;
  /** Field errors for 400 validation failures; otherwise the message text. */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } }] })
  result!: string | FieldErrorDto[];
}
