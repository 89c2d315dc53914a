import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webapps (issue: themed apps, sharing, gallery). */
export class Webapps1732150000007 implements MigrationInterface {
  name = 'Webapps1732150000007';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
