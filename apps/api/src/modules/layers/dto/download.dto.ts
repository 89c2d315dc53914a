import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OUTPUT_FORMATS, SHP_ENCODINGS, type OutputFormat, type ShpEncoding } from '../../layer-data';

export class LayerDownloadDto {
  /**
   * geojson (EPSG:4326), shp (zip of .shp .shx .dbf .prj .cpg in the layer's coordinate system),
   * csv (UTF-8 with BOM, geometry as WKT in EPSG:4326), gpkg (layer's coordinate system), kml.
   */
  @ApiProperty({ enum: OUTPUT_FORMATS })
  @IsIn(OUTPUT_FORMATS)
  outputFormat!: OutputFormat;

  /** Attribute encoding of a shapefile (written to its .cpg); other formats are UTF-8. */
  @ApiPropertyOptional({ enum: SHP_ENCODINGS, default: 'UTF-8' })
  @IsOptional()
  @IsIn(SHP_ENCODINGS)
  encoding: ShpEncoding = 'UTF-8';
}
