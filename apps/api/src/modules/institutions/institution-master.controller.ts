import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  ContentsCountDto,
  MasterDto,
  MasterPhoneDto,
  MasterPhoneResultDto,
  TransferMasterDto,
  WithdrawInsttDto,
  WithdrawnInsttDto,
} from './dto/institution-master.dto';
import { InsttCodeParamDto } from './dto/institutions.dto';
import { InstitutionMasterService } from './institution-master.service';
import { InstitutionsService } from './institutions.service';

@ApiTags('institutions')
@InsttScoped({ adminOnly: true })
@Controller('instt')
export class InstitutionMasterController {
  constructor(
    private readonly master: InstitutionMasterService,
    private readonly institutions: InstitutionsService,
  ) {}

  /** Withdraws the institution (master account only, with its encrypted password): the institution is marked deleted, and its members are moved to the openBiz institution as members (12), each keeping their own contents; their logins end. */
  @Post(':insttCode/withdraw')
  @HttpCode(200)
  @ApiEnvelope(WithdrawnInsttDto)
  withdraw(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttCodeParamDto,
    @Body() dto: WithdrawInsttDto,
  ): Promise<WithdrawnInsttDto> {
    return this.master.withdraw(user, p.insttCode, dto.userPassword);
  }

  /** Transfers the master account to another active admin (14) of the same institution (current master only, with its encrypted password); the previous master stays an admin. */
  @Post(':insttCode/master')
  @HttpCode(200)
  @ApiEnvelope(MasterDto)
  transferMaster(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttCodeParamDto,
    @Body() dto: TransferMasterDto,
  ): Promise<MasterDto> {
    return this.master.transferMaster(user, p.insttCode, dto);
  }

  /** Changes the master phone (master only) with the SMS code sent by POST /instt/sms/crtfc/send for { userId: <master id>, phoneNumber }; stored encrypted. */
  @Put(':insttCode/master-phone')
  @ApiEnvelope(MasterPhoneResultDto)
  changeMasterPhone(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttCodeParamDto,
    @Body() dto: MasterPhoneDto,
    @Ip() ip: string,
  ): Promise<MasterPhoneResultDto> {
    return this.master.changeMasterPhone(user, p.insttCode, dto, ip);
  }

  /** Contents of the institution: layers, maps, themed apps, members and groups (admins; a feature not yet present counts 0). */
  @Get(':insttCode/contents/count')
  @ApiEnvelope(ContentsCountDto)
  contentsCount(@Param() p: InsttCodeParamDto): Promise<ContentsCountDto> {
    return this.institutions.contentsCount(p.insttCode);
  }
}
