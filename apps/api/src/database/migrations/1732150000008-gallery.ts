import { MigrationInterface, QueryRunner } from 'typeorm';

/** Gallery (issue: themed apps, sharing, gallery). */
export class Gallery1732150000008 implements MigrationInterface {
  name = 'Gallery1732150000008';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
