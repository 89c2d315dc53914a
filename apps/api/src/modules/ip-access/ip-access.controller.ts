import { Body, Controller, Delete, Get, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { InsttScoped, MenuAccessRequired } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  IpAccessCreateDto,
  IpAccessDeleteQueryDto,
  IpAccessListDto,
  IpAccessListQueryDto,
  IpAccessRuleDto,
  IpAccessScopeQueryDto,
  IpSnParamDto,
} from './dto/ip-access.dto';
import { IpAccessService } from './ip-access.service';

/**
 * IP access restriction (menu 535): the admin of an institution edits its allow-list; a provider
 * admin edits any institution's, naming it with ?insttCode=. Members of an institution with a
 * non-empty list are refused (403) from other addresses by the global IpAccessGuard, which also
 * covers these routes.
 */
@ApiTags('ip-access')
@InsttScoped({ adminOnly: true })
@MenuAccessRequired('IP_ACCESS')
@Controller('ipAccessCtrl')
export class IpAccessController {
  constructor(private readonly ipAccess: IpAccessService) {}

  /** The institution's allow-list (paged; sort registDt or ipAddr; searchNm matches address or description), with the caller's address. */
  @Get('ipList')
  @ApiEnvelope(IpAccessListDto)
  list(
    @CurrentUser() user: AuthUser,
    @Query() q: IpAccessListQueryDto,
    @Ip() ip: string,
  ): Promise<IpAccessListDto> {
    return this.ipAccess.list(user, q, ip);
  }

  /** Adds an address or CIDR network (409 when already listed, or when it would lock the caller out unless confirmSelfLockout). */
  @Post('ip')
  @ApiEnvelope(IpAccessRuleDto, { status: 201 })
  add(
    @CurrentUser() user: AuthUser,
    @Query() q: IpAccessScopeQueryDto,
    @Body() dto: IpAccessCreateDto,
    @Ip() ip: string,
  ): Promise<IpAccessRuleDto> {
    return this.ipAccess.add(user, q.insttCode, dto, ip);
  }

  /** Removes an entry of the institution (404 for another institution's; 409 when it would lock the caller out unless confirmSelfLockout=true). */
  @Delete('ip/:ipSn')
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param() p: IpSnParamDto,
    @Query() q: IpAccessDeleteQueryDto,
    @Ip() ip: string,
  ): Promise<null> {
    await this.ipAccess.remove(user, q.insttCode, p.ipSn, q.confirmSelfLockout, ip);
    return null;
  }
}
