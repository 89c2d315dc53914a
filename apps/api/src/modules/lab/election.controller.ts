import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  CandidateDto,
  CandidateSaveDto,
  CndddtParamDto,
  DistrictCollectionDto,
  DistrictResultParamDto,
  DistrictResultSaveDto,
  ElectionDto,
  ElectionResultsDto,
  ElectionSaveDto,
  SgIdParamDto,
} from './dto/election.dto';
import { LabSiteQueryDto } from './dto/lab-access.dto';
import { ElectionService } from './election.service';

const ADMINS = [USER_SE_CODES.PROVIDER_ADMIN, USER_SE_CODES.INSTT_ADMIN] as const;

/** The election map (spec 001 §7 "Election": /election, /election/api/*): published elections and results. */
@ApiTags('election')
@Controller('election')
export class ElectionController {
  constructor(private readonly elections: ElectionService) {}

  /** Published elections, latest polling day first. 403 from an institution's site without the add-on. */
  @Public()
  @Get()
  @ApiEnvelope(ElectionDto, { isArray: true })
  list(@Query() site: LabSiteQueryDto): Promise<ElectionDto[]> {
    return this.elections.published(site.insttCode);
  }

  /** Seoul's 25 districts as GeoJSON (EPSG:4326). */
  @Public()
  @Get('api/districts')
  @ApiEnvelope(DistrictCollectionDto)
  districts(): Promise<DistrictCollectionDto> {
    return this.elections.districts();
  }

  /** A published election's results: per district turnout, winner and votes; candidates' totals. */
  @Public()
  @Get('api/:sgId/results')
  @ApiEnvelope(ElectionResultsDto)
  results(@Param() p: SgIdParamDto, @Query() site: LabSiteQueryDto): Promise<ElectionResultsDto> {
    return this.elections.publishedResults(p.sgId, site.insttCode);
  }
}

/**
 * Election management (561): the admins (14) of the configured institution (ELECTION_INSTT_CODE)
 * and provider admins (4); everyone else 403. Elections start unpublished (othbcAt N).
 */
@ApiTags('election')
@Controller('election/manage')
@Roles(...ADMINS)
export class ElectionManageController {
  constructor(private readonly elections: ElectionService) {}

  /** Every election, drafts included, latest polling day first. */
  @Get()
  @ApiEnvelope(ElectionDto, { isArray: true })
  list(@CurrentUser() user: AuthUser): Promise<ElectionDto[]> {
    return this.elections.manageList(user);
  }

  @Post()
  @ApiEnvelope(ElectionDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: ElectionSaveDto): Promise<ElectionDto> {
    return this.elections.create(user, dto);
  }

  @Put(':sgId')
  @ApiEnvelope(ElectionDto)
  update(@CurrentUser() user: AuthUser, @Param() p: SgIdParamDto, @Body() dto: ElectionSaveDto): Promise<ElectionDto> {
    return this.elections.update(user, p.sgId, dto);
  }

  /** Deletes an election with its candidates and results. */
  @Delete(':sgId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: SgIdParamDto): Promise<null> {
    await this.elections.remove(user, p.sgId);
    return null;
  }

  /** The election's results (drafts too), as the map shows them. */
  @Get(':sgId/results')
  @ApiEnvelope(ElectionResultsDto)
  results(@CurrentUser() user: AuthUser, @Param() p: SgIdParamDto): Promise<ElectionResultsDto> {
    return this.elections.manageResults(user, p.sgId);
  }

  /** Replaces one district's result (electors, votes cast, each candidate's votes). */
  @Put(':sgId/results/:signguCode')
  @ApiEnvelope(ElectionResultsDto)
  saveResult(@CurrentUser() user: AuthUser, @Param() p: DistrictResultParamDto, @Body() dto: DistrictResultSaveDto): Promise<ElectionResultsDto> {
    return this.elections.saveResult(user, p.sgId, p.signguCode, dto);
  }

  @Delete(':sgId/results/:signguCode')
  @ApiEnvelope(null)
  async removeResult(@CurrentUser() user: AuthUser, @Param() p: DistrictResultParamDto): Promise<null> {
    await this.elections.removeResult(user, p.sgId, p.signguCode);
    return null;
  }

  /** The election's candidates by ballot number. */
  @Get(':sgId/candidates')
  @ApiEnvelope(CandidateDto, { isArray: true })
  candidates(@CurrentUser() user: AuthUser, @Param() p: SgIdParamDto): Promise<CandidateDto[]> {
    return this.elections.candidates(user, p.sgId);
  }

  /** Adds a candidate (a ballot number already used: 409). */
  @Post(':sgId/candidates')
  @ApiEnvelope(CandidateDto, { status: 201 })
  addCandidate(@CurrentUser() user: AuthUser, @Param() p: SgIdParamDto, @Body() dto: CandidateSaveDto): Promise<CandidateDto> {
    return this.elections.addCandidate(user, p.sgId, dto);
  }

  @Put(':sgId/candidates/:cndddtId')
  @ApiEnvelope(CandidateDto)
  updateCandidate(@CurrentUser() user: AuthUser, @Param() p: CndddtParamDto, @Body() dto: CandidateSaveDto): Promise<CandidateDto> {
    return this.elections.updateCandidate(user, p.sgId, p.cndddtId, dto);
  }

  /** Removes a candidate with their votes. */
  @Delete(':sgId/candidates/:cndddtId')
  @ApiEnvelope(null)
  async removeCandidate(@CurrentUser() user: AuthUser, @Param() p: CndddtParamDto): Promise<null> {
    await this.elections.removeCandidate(user, p.sgId, p.cndddtId);
    return null;
  }
}
