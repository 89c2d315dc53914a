import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { CommonCodesService } from './common-codes.service';
import {
  CodeDetailQueryDto,
  CodeGroupDto,
  CodeGroupParamDto,
  CodeGroupUpdateDto,
  CodeParamDto,
  CommonCodeDto,
  CommonCodeUpdateDto,
} from './dto/common-codes.dto';

/** How a read was answered: HIT from the Redis cache, MISS from the database, BYPASS when Redis failed. */
export const CODE_CACHE_HEADER = 'X-Code-Cache';

/**
 * Common codes (spec 001 §7 "Other catalogue paths" /common/code/detail, §9 MPD007 and MPD025):
 * anyone reads the groups and a group's codes (Redis-cached); provider admins change labels,
 * order and use. Every select of both apps takes its options from here.
 */
@ApiTags('common-codes')
@Controller('common/code')
export class CommonCodesController {
  constructor(private readonly codes: CommonCodesService) {}

  /** Every code group. */
  @Get()
  @Public()
  @ApiEnvelope(CodeGroupDto, { isArray: true })
  async groups(@Res({ passthrough: true }) res: Response): Promise<CodeGroupDto[]> {
    const answer = await this.codes.groups();
    res.setHeader(CODE_CACHE_HEADER, answer.cache);
    return answer.value;
  }

  /** The codes of one group in order (those not in use too: see useAt); 404 for an unknown group. */
  @Get('detail')
  @Public()
  @ApiEnvelope(CommonCodeDto, { isArray: true })
  async detail(
    @Query() q: CodeDetailQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommonCodeDto[]> {
    const answer = await this.codes.detail(q.groupCode);
    res.setHeader(CODE_CACHE_HEADER, answer.cache);
    return answer.value;
  }

  /** Changes a group's labels or use (provider admins). */
  @Put(':groupCode')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(CodeGroupDto)
  updateGroup(
    @Param() p: CodeGroupParamDto,
    @Body() dto: CodeGroupUpdateDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CodeGroupDto> {
    return this.codes.updateGroup(p.groupCode, dto, user);
  }

  /** Changes one code's labels, order or use (provider admins): only the fields sent. */
  @Put(':groupCode/:code')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(CommonCodeDto)
  updateCode(
    @Param() p: CodeParamDto,
    @Body() dto: CommonCodeUpdateDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CommonCodeDto> {
    return this.codes.updateCode(p.groupCode, p.code, dto, user);
  }
}
