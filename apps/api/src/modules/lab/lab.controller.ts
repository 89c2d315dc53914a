import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { LabAccessDto, LabSiteQueryDto } from './dto/lab-access.dto';
import { LuckyPlaceListDto, LuckyPlaceQueryDto, LuckyRegionDto } from './dto/lucky.dto';
import { LabAccessService } from './lab-access.service';
import { LuckyService } from './lucky.service';

/** The service lab (/serviceLab): which apps a site may open, and the lucky map's data. */
@ApiTags('lab')
@Controller('lab')
export class LabController {
  constructor(
    private readonly access: LabAccessService,
    private readonly lucky: LuckyService,
  ) {}

  /**
   * Per service-lab app: whether it opens from this site and whether it is marked as an add-on.
   * Without insttCode the provider site (every app opens, add-ons marked); with one, the
   * institution's add-ons (billing) and menu access decide.
   */
  @Public()
  @Get('access')
  @ApiEnvelope(LabAccessDto)
  accessOf(@Query() q: LabSiteQueryDto): Promise<LabAccessDto> {
    return this.access.access(q.insttCode);
  }

  /**
   * Lucky places (fictional demo data), filtered by region, category and text; most wins first,
   * or nearest first with lon/lat ("near me"). 403 from an institution's site without the add-on.
   */
  @Public()
  @Get('lucky/places')
  @ApiEnvelope(LuckyPlaceListDto)
  places(@Query() q: LuckyPlaceQueryDto): Promise<LuckyPlaceListDto> {
    return this.lucky.places(q);
  }

  /** The lucky map's regions (sido) with their places and wins, most places first. */
  @Public()
  @Get('lucky/regions')
  @ApiEnvelope(LuckyRegionDto, { isArray: true })
  regions(): Promise<LuckyRegionDto[]> {
    return this.lucky.regions();
  }
}
