import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ClearableText } from '../../../common/text/clearable-text';
import { LayerDetailDto, LayerDto, LYR_DC_MAX_LENGTH, LYR_NM_MAX_LENGTH } from './layers.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** At most this many layers in one group. */
export const LAYER_GROUP_MAX_LAYERS = 100;

export class LayerGroupCreateDto {
  /** Group name (1–200 characters). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LYR_NM_MAX_LENGTH)
  lyrNm!: string;

  @IsOptional()
  @IsString()
  @MaxLength(LYR_DC_MAX_LENGTH)
  lyrDc?: string;

  /** The layers, in drawing order (first on top); each must be a layer you may view, not a group. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LAYER_GROUP_MAX_LAYERS)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  lyrIdList!: string[];
}

export class LayerGroupUpdateDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LYR_NM_MAX_LENGTH)
  lyrNm?: string;

  /** Description: absent keeps it, null or empty text clears it. */
  @ClearableText(LYR_DC_MAX_LENGTH)
  lyrDc?: string | null;

  /** The new membership and order; layers added now must be viewable by you. */
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LAYER_GROUP_MAX_LAYERS)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  lyrIdList?: string[];
}

/** A layer group (lyrTySeCode 5) with its layers in order: those the caller may view. */
export class LayerGroupDto extends LayerDetailDto {
  layers!: LayerDto[];
}
