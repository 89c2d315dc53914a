import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SignedUrlQueryDto } from '../../../common/crypto/url-signer.dto';

/** Query of a layer's thumbnail image: the signed address, or the map the layer is seen through. */
export class LayerImageQueryDto extends SignedUrlQueryDto {
  /** Web map whose TOC holds the layer: the image is shown to whoever may view that map. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;
}
