import { Body, Controller, Delete, Get, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  BundleDownloadQueryDto,
  BundleDto,
  BundleIdParamDto,
  BundleListQueryDto,
  BundleSaveDto,
  BundleSummaryDto,
  ParcelDto,
  ParcelSearchQueryDto,
  PnuParamDto,
} from './dto/land.dto';
import { LabSiteQueryDto } from './dto/lab-access.dto';
import { LandService } from './land.service';

/** The land bundle's parcel search (spec 001 §7 "Land": /api/landbundle/search/address). */
@ApiTags('lab')
@Controller('landbundle')
export class LandSearchController {
  constructor(private readonly land: LandService) {}

  /** Parcels (synthetic demo data) whose jibun address contains q; a full lot number first. Paged. */
  @Public()
  @Get('search/address')
  @ApiPagedEnvelope(ParcelDto)
  search(@Query() q: ParcelSearchQueryDto): Promise<Paged<ParcelDto>> {
    return this.land.search(q);
  }
}

/** Parcels and the signed-in user's land bundles (/api/land/*): only the owner sees a bundle. */
@ApiTags('lab')
@Controller('land')
export class LandController {
  constructor(private readonly land: LandService) {}

  /** One parcel with its outline. */
  @Public()
  @Get('parcels/:pnu')
  @ApiEnvelope(ParcelDto)
  parcel(@Param() p: PnuParamDto, @Query() site: LabSiteQueryDto): Promise<ParcelDto> {
    return this.land.parcel(p.pnu, site.insttCode);
  }

  /** The caller's bundles, newest first (paged; searchNm matches the name). */
  @Get('bundles')
  @ApiPagedEnvelope(BundleSummaryDto)
  list(@CurrentUser() user: AuthUser, @Query() q: BundleListQueryDto): Promise<Paged<BundleSummaryDto>> {
    return this.land.list(user, q);
  }

  /** Saves a new bundle of parcels (unknown parcel numbers: 400 per item). */
  @Post('bundles')
  @ApiEnvelope(BundleDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: BundleSaveDto, @Query() site: LabSiteQueryDto): Promise<BundleDto> {
    return this.land.create(user, dto, site.insttCode);
  }

  /** One of the caller's bundles with its parcels and total area (someone else's: 404). */
  @Get('bundles/:bundleId')
  @ApiEnvelope(BundleDto)
  get(@CurrentUser() user: AuthUser, @Param() p: BundleIdParamDto): Promise<BundleDto> {
    return this.land.get(user, p.bundleId);
  }

  /** Replaces the bundle's name and parcels. */
  @Put('bundles/:bundleId')
  @ApiEnvelope(BundleDto)
  update(@CurrentUser() user: AuthUser, @Param() p: BundleIdParamDto, @Body() dto: BundleSaveDto): Promise<BundleDto> {
    return this.land.update(user, p.bundleId, dto);
  }

  @Delete('bundles/:bundleId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: BundleIdParamDto): Promise<null> {
    await this.land.remove(user, p.bundleId);
    return null;
  }

  /** The bundle as GeoJSON (EPSG:4326) or CSV (UTF-8 with BOM). */
  @Get('bundles/:bundleId/download')
  @RawResponse()
  @ApiProduces('application/geo+json', 'text/csv')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  download(@CurrentUser() user: AuthUser, @Param() p: BundleIdParamDto, @Query() q: BundleDownloadQueryDto): Promise<StreamableFile> {
    return this.land.download(user, p.bundleId, q.format);
  }
}
