import { MigrationInterface, QueryRunner } from 'typeorm';

/** Inquiries, Q&A, comments, reviews (issue: dashboards, boards, my page, legal, service lab). */
export class Boards1732150000014 implements MigrationInterface {
  name = 'Boards1732150000014';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }

  async down(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }
}
