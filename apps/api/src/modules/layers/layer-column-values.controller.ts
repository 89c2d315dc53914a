import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { ColumnClassesDto, ColumnClassesQueryDto, ColumnStatsDto, ColumnValueDto, ColumnValuesQueryDto, LayerColumnParamDto } from './dto/column-values.dto';
import { LayerColumnClasses } from './layer-column-classes.service';
import { LayerColumnValues } from './layer-column-values.service';

/** One column of a vector layer for styling: distinct values (categorised) and min/max (graduated). Viewers. */
@ApiTags('layers')
@Controller('layers')
export class LayerColumnValuesController {
  constructor(
    private readonly columnValues: LayerColumnValues,
    private readonly columnClasses: LayerColumnClasses,
  ) {}

  /**
   * The column's distinct values with their feature counts, in the column's own order (numbers
   * numerically, NULL last), paged; `searchNm` keeps values whose text contains it. 400 for a
   * column the layer does not have or its geometry column. `orderBy=count` lists the most
   * frequent values first (categorised styles from the top N values).
   */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/columns/:column/values')
  @ApiPagedEnvelope(ColumnValueDto)
  values(@CurrentUser() user: AuthUser, @Param() p: LayerColumnParamDto, @Query() q: ColumnValuesQueryDto): Promise<Paged<ColumnValueDto>> {
    return this.columnValues.values(user, p.lyrId, p.column, q);
  }

  /** Counts of the column's values and, for a numeric column, its min and max (graduated classes). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/columns/:column/stats')
  @ApiEnvelope(ColumnStatsDto)
  stats(@CurrentUser() user: AuthUser, @Param() p: LayerColumnParamDto): Promise<ColumnStatsDto> {
    return this.columnValues.stats(user, p.lyrId, p.column);
  }

  /**
   * Graduated class breaks of a numeric column by equal interval, quantile, natural breaks
   * (Jenks) or standard deviation, with the column's statistics and histogram. 400 for an unknown
   * or non-numeric column; 422 when no feature has a value.
   */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/columns/:column/classes')
  @ApiEnvelope(ColumnClassesDto)
  classes(@CurrentUser() user: AuthUser, @Param() p: LayerColumnParamDto, @Query() q: ColumnClassesQueryDto): Promise<ColumnClassesDto> {
    return this.columnClasses.classes(user, p.lyrId, p.column, q);
  }
}
