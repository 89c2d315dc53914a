import { MigrationInterface, QueryRunner } from 'typeorm';

/** Plans, subscriptions, usage, claims, settlements, coupons and discounts (issue: billing). */
export class Billing1732150000013 implements MigrationInterface {
  name = 'Billing1732150000013';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }

  async down(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }
}
