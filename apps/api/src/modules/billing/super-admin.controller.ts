import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { BillingService } from './billing.service';
import { ClaimBillsService } from './claim-bills.service';
import { ClaimsService } from './claims.service';
import { CouponsService } from './coupons.service';
import { DiscountsService } from './discounts.service';
import {
  ClaimDto,
  ClaimListQueryDto,
  ClaimRunDto,
  ClaimRunResultDto,
  CouponCreateDto,
  CouponDto,
  CouponListQueryDto,
  CouponParamDto,
  CouponUpdateDto,
  CouponUseRowDto,
  DiscountCandidateDto,
  DiscountCandidateQueryDto,
  DiscountDto,
  DiscountListQueryDto,
  DiscountParamDto,
  DiscountSaveDto,
  InsttParamDto,
  ProviderSubscriptionChangeDto,
  SendBillDto,
  SendBillResultDto,
  SettlementCreateDto,
  SettlementDto,
  SettlementListQueryDto,
  SubscriptionDto,
  SuperInsttDto,
  SuperInsttQueryDto,
} from './dto/billing.dto';
import { SettlementsService } from './settlements.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Subscriptions, claims, payments and discounts across institutions (spec 000 views 41–43). Provider admins (4). */
@ApiTags('super-admin')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('super-admin')
export class SuperAdminBillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly claims: ClaimsService,
    private readonly bills: ClaimBillsService,
    private readonly settlements: SettlementsService,
    private readonly discounts: DiscountsService,
  ) {}

  /** Institutions with plan, state, members, volume and unpaid balance (view 41). */
  @Get('instt')
  @ApiPagedEnvelope(SuperInsttDto)
  institutions(@Query() q: SuperInsttQueryDto): Promise<Paged<SuperInsttDto>> {
    return this.billing.institutions(q);
  }

  /** Every institution's subscription (view 42). */
  @Get('subscribes')
  @ApiPagedEnvelope(SubscriptionDto)
  subscriptions(@Query() q: SuperInsttQueryDto): Promise<Paged<SubscriptionDto>> {
    return this.billing.subscriptions(q);
  }

  /** Changes a subscription: plan and add-ons from the next billing month, the bill day at once. */
  @Put('subscribes/:insttCode')
  @ApiEnvelope(SubscriptionDto)
  changeSubscription(
    @Param() p: InsttParamDto,
    @Body() dto: ProviderSubscriptionChangeDto,
  ): Promise<SubscriptionDto> {
    return this.billing.change(p.insttCode, dto, dto.billDay);
  }

  /** Claims, newest month first (view 43). */
  @Get('claims')
  @ApiPagedEnvelope(ClaimDto)
  claimList(@Query() q: ClaimListQueryDto): Promise<Paged<ClaimDto>> {
    return this.claims.list(q);
  }

  /** The listed claims (same filters, every page) as an Excel workbook, one row per claim. */
  @Get('claims/download')
  @RawResponse()
  @ApiProduces(XLSX)
  @ApiOkResponse({
    description: 'The claims as an .xlsx workbook',
    content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
  })
  download(@Query() q: ClaimListQueryDto): Promise<StreamableFile> {
    return this.bills.downloadList(q);
  }

  /** Mails the bills of the given claims to their institutions' admins (each claim at most once). */
  @Post('claims/send-bill')
  @HttpCode(200)
  @ApiEnvelope(SendBillResultDto)
  sendBill(@Body() dto: SendBillDto): Promise<SendBillResultDto> {
    return this.bills.sendBills(dto.claimIds);
  }

  /**
   * Computes (dryRun) or (re)generates one institution's claim of a past month. A claim without
   * payments is replaced under the same claimId; one with payments is refused (409).
   */
  @Post('claims/run')
  @HttpCode(200)
  @ApiEnvelope(ClaimRunResultDto)
  run(@Body() dto: ClaimRunDto): Promise<ClaimRunResultDto> {
    return this.claims.runManual(dto);
  }

  /** Recorded payments, newest first. */
  @Get('settlements')
  @ApiPagedEnvelope(SettlementDto)
  settlementList(@Query() q: SettlementListQueryDto): Promise<Paged<SettlementDto>> {
    return this.settlements.list(q);
  }

  /** Records a payment of a claim (at most its balance); a fully paid overdue institution returns to NORMAL at once. */
  @Post('settlements')
  @ApiEnvelope(SettlementDto, { status: 201 })
  settle(@CurrentUser() user: AuthUser, @Body() dto: SettlementCreateDto): Promise<SettlementDto> {
    return this.settlements.create(user, dto);
  }

  /** Discounts for single institutions. */
  @Get('discount/institutions')
  @ApiPagedEnvelope(DiscountDto)
  discountInstitutions(@Query() q: DiscountListQueryDto): Promise<Paged<DiscountDto>> {
    return this.discounts.list('INSTT', q);
  }

  /** Discounts for every institution on a plan. */
  @Get('discount/priceplans')
  @ApiPagedEnvelope(DiscountDto)
  discountPlans(@Query() q: DiscountListQueryDto): Promise<Paged<DiscountDto>> {
    return this.discounts.list('PLAN', q);
  }

  /** Institutions without a discount of their own (the picker; at most 50). */
  @Get('discount/candidates')
  @ApiEnvelope(DiscountCandidateDto, { isArray: true })
  candidates(@Query() q: DiscountCandidateQueryDto): Promise<DiscountCandidateDto[]> {
    return this.discounts.candidates(q.searchNm);
  }

  /** Creates a discount. */
  @Post('discount')
  @ApiEnvelope(DiscountDto, { status: 201 })
  createDiscount(@CurrentUser() user: AuthUser, @Body() dto: DiscountSaveDto): Promise<DiscountDto> {
    return this.discounts.create(user, dto);
  }

  /** Replaces a discount. */
  @Put('discount/:dscntId')
  @ApiEnvelope(DiscountDto)
  updateDiscount(@Param() p: DiscountParamDto, @Body() dto: DiscountSaveDto): Promise<DiscountDto> {
    return this.discounts.update(p.dscntId, dto);
  }

  /** Deletes a discount (claims already issued keep their lines). */
  @Delete('discount/:dscntId')
  @ApiEnvelope(null)
  async deleteDiscount(@Param() p: DiscountParamDto): Promise<null> {
    await this.discounts.remove(p.dscntId);
    return null;
  }
}

/** Coupon management (spec 000 view 81). Provider admins (4). */
@ApiTags('subscribes')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('coupons')
export class CouponsAdminController {
  constructor(private readonly coupons: CouponsService) {}

  /** Coupons, newest first. */
  @Get()
  @ApiPagedEnvelope(CouponDto)
  list(@Query() q: CouponListQueryDto): Promise<Paged<CouponDto>> {
    return this.coupons.list(q);
  }

  /** Creates a coupon (409 when the code exists). */
  @Post()
  @ApiEnvelope(CouponDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: CouponCreateDto): Promise<CouponDto> {
    return this.coupons.create(user, dto);
  }

  /** Replaces a coupon's fields. */
  @Put(':couponCode')
  @ApiEnvelope(CouponDto)
  update(@Param() p: CouponParamDto, @Body() dto: CouponUpdateDto): Promise<CouponDto> {
    return this.coupons.update(p.couponCode, dto);
  }

  /** Deletes an unused coupon (a used one: 409, deactivate it with useAt N). */
  @Delete(':couponCode')
  @ApiEnvelope(null)
  async remove(@Param() p: CouponParamDto): Promise<null> {
    await this.coupons.remove(p.couponCode);
    return null;
  }

  /** Institutions that applied the coupon. */
  @Get(':couponCode/uses')
  @ApiEnvelope(CouponUseRowDto, { isArray: true })
  uses(@Param() p: CouponParamDto): Promise<CouponUseRowDto[]> {
    return this.coupons.uses(p.couponCode);
  }
}
