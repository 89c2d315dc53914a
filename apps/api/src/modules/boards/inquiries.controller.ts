import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { CaptchaService } from './captcha.service';
import {
  CaptchaDto,
  CaptchaStatusDto,
  InquiryAnswerDto,
  InquiryCreateDto,
  InquiryDeleteDto,
  InquiryDto,
  InquiryListQueryDto,
  InquiryParamDto,
  InquiryPasswordDto,
  InquirySummaryDto,
} from './dto/inquiry.dto';
import { InquiriesService } from './inquiries.service';

/**
 * Online inquiries to the operator. Anyone lists titles and writes (guests with a name, e-mail
 * and password); the author and admins read; guests open and delete theirs with the password;
 * provider admins answer (the author is mailed the answer). After three failures from one
 * address in 10 minutes the public forms need a captcha (GET /captcha); rate limited per address.
 */
@ApiTags('boards')
@Controller('main/inquiry')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** Inquiries, newest first: titles, masked writer names, answered state (processAt). mine=Y: my own. */
  @Get()
  @Public()
  @ApiPagedEnvelope(InquirySummaryDto)
  list(@CurrentUser() user: AuthUser | undefined, @Query() q: InquiryListQueryDto): Promise<Paged<InquirySummaryDto>> {
    return this.inquiries.list(user, q);
  }

  /** Writes an inquiry (members: linked to the account; guests: writerNm, emailaddr, password). */
  @Post()
  @Public()
  @ApiEnvelope(InquiryDto, { status: 201 })
  create(
    @CurrentUser() user: AuthUser | undefined,
    @Ip() ip: string,
    @Body() dto: InquiryCreateDto,
  ): Promise<InquiryDto> {
    return this.inquiries.create(user, ip, dto);
  }

  /** The list row of one inquiry (title, masked writer, answered state, readableAt): what a screen needs to choose between the detail and the password form. */
  @Get(':inqryId/summary')
  @Public()
  @ApiEnvelope(InquirySummaryDto)
  summary(@CurrentUser() user: AuthUser | undefined, @Param() p: InquiryParamDto): Promise<InquirySummaryDto> {
    return this.inquiries.summaryOf(user, p.inqryId);
  }

  /** One inquiry with its answer: its member author, the institution's admins, provider admins (guests: checkPassword). */
  @Get(':inqryId')
  @Public()
  @ApiEnvelope(InquiryDto)
  get(@CurrentUser() user: AuthUser | undefined, @Param() p: InquiryParamDto): Promise<InquiryDto> {
    return this.inquiries.get(user, p.inqryId);
  }

  /** Opens a guest inquiry with its password (422 when wrong; counts towards the captcha). */
  @Post(':inqryId/checkPassword')
  @Public()
  @HttpCode(200)
  @ApiEnvelope(InquiryDto)
  checkPassword(@Ip() ip: string, @Param() p: InquiryParamDto, @Body() dto: InquiryPasswordDto): Promise<InquiryDto> {
    return this.inquiries.checkPassword(ip, p.inqryId, dto);
  }

  /** Deletes an inquiry: its member author, provider admins, or a guest with the password. */
  @Delete(':inqryId')
  @Public()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser | undefined,
    @Ip() ip: string,
    @Param() p: InquiryParamDto,
    @Body() dto: InquiryDeleteDto,
  ): Promise<null> {
    await this.inquiries.remove(user, ip, p.inqryId, dto);
    return null;
  }

  /** Answers (processes) an inquiry, replacing an earlier answer; mails the author. Provider admins. */
  @Post(':inqryId/process')
  @Roles(4)
  @HttpCode(200)
  @ApiEnvelope(InquiryDto)
  answer(@CurrentUser() user: AuthUser, @Param() p: InquiryParamDto, @Body() dto: InquiryAnswerDto): Promise<InquiryDto> {
    return this.inquiries.answer(user, p.inqryId, dto);
  }
}

/** Captchas of the public forms. */
@ApiTags('boards')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A new captcha: id and SVG image (data URL); the answer is good for one check within 5 minutes. */
  @Get()
  @Public()
  @ApiEnvelope(CaptchaDto)
  issue(@Ip() ip: string): Promise<CaptchaDto> {
    return this.captcha.issue(ip);
  }

  /** Whether the caller's public forms need a captcha now (after repeated failures). */
  @Get('status')
  @Public()
  @ApiEnvelope(CaptchaStatusDto)
  async status(@Ip() ip: string): Promise<CaptchaStatusDto> {
    return { required: await this.captcha.required(ip) };
  }
}
