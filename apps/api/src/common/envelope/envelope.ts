import { ApiProperty } from '@nestjs/swagger';

/** The response envelope of every JSON answer: code equals the HTTP status. */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

// Not a *.dto.ts file (the CLI plugin does not read it): every property is declared by hand.
export class FieldErrorDto {
  @ApiProperty({ description: 'Path of the field in the request (e.g. `pageSize`, `shareList.0.pblonsipScopeSeCode`).' })
  field!: string;
  @ApiProperty({ description: "What is wrong, in the caller's language." })
  message!: string;
}

export class ErrorEnvelopeDto {
  @ApiProperty({ type: 'integer', example: 400, description: 'HTTP status of the error.' })
  code!: number;
  @ApiProperty({ description: 'Human-readable message (Korean by default, English with Accept-Language: en).' })
  message!: string;
  @ApiProperty({
    description: 'Field errors ({ field, message }) for 400 validation failures; otherwise the message text.',
    oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } }],
  })
  result!: string | FieldErrorDto[];
}
