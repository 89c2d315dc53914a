import { Body, Controller, Get, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { BillingService } from './billing.service';
import { ClaimBillsService } from './claim-bills.service';
import { ClaimsService } from './claims.service';
import { CouponsService } from './coupons.service';
import {
  AddonDto,
  ClaimDto,
  ClaimParamDto,
  ClaimPreviewDto,
  CouponApplyDto,
  CouponUseDto,
  DailyPaymentDto,
  DailyQueryDto,
  DailyUserDto,
  DailyVolumeDto,
  InsttPageQueryDto,
  InsttQueryDto,
  PlanDto,
  SubscriptionChangeDto,
  SubscriptionDto,
  UsageSimpleDto,
} from './dto/billing.dto';

const ADMINS = [USER_SE_CODES.PROVIDER_ADMIN, USER_SE_CODES.INSTT_ADMIN] as const;

/**
 * An institution's subscription (spec 000 views 5321, 5322, 533): plans and add-ons are public;
 * the rest answers the institution's admins (14) and provider admins (4), `insttCode` in the query.
 */
@ApiTags('subscribes')
@Controller('subscribes')
export class SubscribesController {
  constructor(
    private readonly billing: BillingService,
    private readonly claims: ClaimsService,
    private readonly bills: ClaimBillsService,
  ) {}

  /** Price plans with their fees and included members and storage. */
  @Get('plans')
  @Public()
  @ApiEnvelope(PlanDto, { isArray: true })
  plans(): Promise<PlanDto[]> {
    return this.billing.plans();
  }

  /** Monthly add-ons. */
  @Get('additional')
  @Public()
  @ApiEnvelope(AddonDto, { isArray: true })
  addons(): Promise<AddonDto[]> {
    return this.billing.addons();
  }

  /** The institution's subscription: plan, add-ons, bill day, pending change, coupons. */
  @Get('detail')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(SubscriptionDto)
  detail(@Query() q: InsttQueryDto): Promise<SubscriptionDto> {
    return this.billing.subscription(q.insttCode);
  }

  /** Changes plan and add-ons from the next billing month (no pro-rata); answers the subscription with its pending change. */
  @Put()
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(SubscriptionDto)
  change(@Query() q: InsttQueryDto, @Body() dto: SubscriptionChangeDto): Promise<SubscriptionDto> {
    return this.billing.change(q.insttCode, dto);
  }

  /** Live usage: active members and measured volume now. */
  @Get('usage/simple')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(UsageSimpleDto)
  usage(@Query() q: InsttQueryDto): Promise<UsageSimpleDto> {
    return this.billing.liveUsage(q.insttCode);
  }

  /** Daily member counts (default: the current month so far). */
  @Get('daily/user')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(DailyUserDto, { isArray: true })
  dailyUsers(@Query() q: DailyQueryDto): Promise<DailyUserDto[]> {
    return this.billing.dailyUsers(q);
  }

  /** Daily measured volume (default: the current month so far). */
  @Get('daily/volume')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(DailyVolumeDto, { isArray: true })
  dailyVolume(@Query() q: DailyQueryDto): Promise<DailyVolumeDto[]> {
    return this.billing.dailyVolume(q);
  }

  /** Daily month-to-date expected charge (default: the current month so far). */
  @Get('daily/payment')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(DailyPaymentDto, { isArray: true })
  dailyPayment(@Query() q: DailyQueryDto): Promise<DailyPaymentDto[]> {
    return this.billing.dailyPayment(q);
  }

  /** The current month's claim as it stands today (the formula on the usage so far). */
  @Get('month/total-payment/expect')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(ClaimPreviewDto)
  expect(@Query() q: InsttQueryDto): Promise<ClaimPreviewDto> {
    return this.claims.expectCurrent(q.insttCode);
  }

  /** The institution's claims, newest month first. */
  @Get('payment/list')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiPagedEnvelope(ClaimDto)
  payments(@Query() q: InsttPageQueryDto): Promise<Paged<ClaimDto>> {
    return this.claims.list({
      insttCode: q.insttCode,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
      direction: q.direction,
    });
  }

  /** One claim as an Excel workbook (lines and totals). */
  @Get('payment/:claimId/download')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @RawResponse()
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({
    description: 'The claim as an .xlsx workbook',
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    },
  })
  download(@Param() p: ClaimParamDto, @Query() q: InsttQueryDto): Promise<StreamableFile> {
    return this.bills.downloadOne(q.insttCode, p.claimId);
  }
}

/** Coupons: institution admins apply one; provider admins manage them (spec 000 view 81). */
@ApiTags('subscribes')
@Controller('coupons')
export class CouponApplyController {
  constructor(private readonly coupons: CouponsService) {}

  /** Applies a coupon to the institution (once per institution; it discounts from the current month on). */
  @Post('apply')
  @Roles(...ADMINS)
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(CouponUseDto, { status: 201 })
  apply(@CurrentUser() user: AuthUser, @Body() dto: CouponApplyDto): Promise<CouponUseDto> {
    return this.coupons.apply(user, dto);
  }
}
