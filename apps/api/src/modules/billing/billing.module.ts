import { Module } from '@nestjs/common';

/** Subscriptions and billing: plans, usage, claims, payments, coupons, discounts (issue: billing). */
@Module({})
export class BillingModule {}
