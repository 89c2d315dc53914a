import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  AddressCoordQueryDto,
  AddressCoordResultDto,
  AddressSearchQueryDto,
  AddressSearchResultDto,
  AddressSuggestionDto,
  AddressSuggestQueryDto,
  DistrictDto,
  DistrictSearchQueryDto,
} from './dto/geocoding.dto';
import { GeocodingService } from './geocoding.service';

/**
 * The address geocoding service (spec 001 §7 base path addrgeo, map proxy /address/coord):
 * public like the map proxies, rate limited per client address (ADDRESS_SEARCH_RATE_LIMIT).
 */
@Public()
@ApiTags('address')
@Controller('address')
export class GeocodingController {
  constructor(private readonly geocoding: GeocodingService) {}

  /** Forward geocoding: ranked candidates with their match quality (400 empty, too long or forbidden characters). */
  @Get('search')
  @ApiEnvelope(AddressSearchResultDto)
  search(@Query() q: AddressSearchQueryDto, @Req() req: Request): Promise<AddressSearchResultDto> {
    return this.geocoding.search(q.q, q.size ?? 10, req.ip);
  }

  /** Search-as-you-type: up to 10 addresses of the built-in gazetteer containing what was typed. */
  @Get('suggest')
  @ApiEnvelope(AddressSuggestionDto, { isArray: true })
  suggest(@Query() q: AddressSuggestQueryDto, @Req() req: Request): Promise<AddressSuggestionDto[]> {
    return this.geocoding.suggest(q.q, req.ip);
  }

  /** Reverse geocoding: a point → the nearest address (within 1 km) and the districts containing it (400 outside Korea). */
  @Get('coord')
  @ApiEnvelope(AddressCoordResultDto)
  coord(@Query() q: AddressCoordQueryDto, @Req() req: Request): Promise<AddressCoordResultDto> {
    return this.geocoding.reverse(q, req.ip);
  }

  /** Administrative districts by name, with extent and boundary for zoom and highlight. */
  @Get('districts')
  @ApiEnvelope(DistrictDto, { isArray: true })
  districts(@Query() q: DistrictSearchQueryDto, @Req() req: Request): Promise<DistrictDto[]> {
    return this.geocoding.districts(q.q, q.level, req.ip);
  }
}
