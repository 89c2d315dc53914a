import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';

export class LayerStyleJsonDto {
  /** The style the map builder edits (its own JSON format). */
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject()
  styleJson!: Record<string, unknown>;
}

export class LayerStyleDto {
  /** The builder's JSON style, or null. */
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  styleJson!: Record<string, unknown> | null;
  /** Y when an SLD is stored. */
  @ApiProperty({ enum: ['Y', 'N'] })
  sldAt!: 'Y' | 'N';
  /** The stored SLD document (XML), or null. */
  sld!: string | null;
  /** Y when the layer is published (an SLD may be uploaded only then). */
  @ApiProperty({ enum: ['Y', 'N'] })
  publishAt!: 'Y' | 'N';
  /** Bumped by every style change. */
  dataVersion!: number;
}
