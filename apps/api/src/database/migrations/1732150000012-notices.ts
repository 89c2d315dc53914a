import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices of the provider and of institutions (issue: dashboards, boards, my page, legal, service lab). */
export class Notices1732150000012 implements MigrationInterface {
  name = 'Notices1732150000012';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
