import { Module } from '@nestjs/common';
import { QueueModule } from '../../jobs/queue.module';
import { AddonAccess } from './addon-access';
import { BillingDailyService } from './billing-daily.service';
import { BillingService } from './billing.service';
import { ClaimBillsService } from './claim-bills.service';
import { ClaimsService } from './claims.service';
import { CouponsService } from './coupons.service';
import { DevBillingController } from './dev-billing.controller';
import { DiscountsService } from './discounts.service';
import { InsttStatusService } from './instt-status.service';
import { SettlementsService } from './settlements.service';
import { CouponApplyController, SubscribesController } from './subscribes.controller';
import { CouponsAdminController, SuperAdminBillingController } from './super-admin.controller';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';
import { UsageMeter } from './usage-meter';

export const BILLING_PROVIDERS = [
  AddonAccess,
  BillingService,
  BillingDailyService,
  ClaimBillsService,
  ClaimsService,
  CouponsService,
  DiscountsService,
  InsttStatusService,
  SettlementsService,
  UnsubscribeService,
  UsageMeter,
];

/** Subscriptions and billing: plans, usage, claims, payments, coupons, discounts (issue: billing; docs/billing.md). */
@Module({
  imports: [QueueModule],
  controllers: [
    SubscribesController,
    CouponApplyController,
    CouponsAdminController,
    SuperAdminBillingController,
    DevBillingController,
    UnsubscribeController,
  ],
  providers: BILLING_PROVIDERS,
  exports: [AddonAccess, BillingService, ClaimsService, BillingDailyService],
})
export class BillingModule {}

/** The billing services without HTTP routes, for the worker process. */
@Module({ imports: [QueueModule], providers: BILLING_PROVIDERS, exports: BILLING_PROVIDERS })
export class BillingWorkerModule {}
