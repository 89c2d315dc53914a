import { MigrationInterface, QueryRunner } from 'typeorm';

/** Service lab data: lucky map, land bundle, election map (issue: dashboards, boards, my page, legal, service lab). */
export class Lab1732150000015 implements MigrationInterface {
  name = 'Lab1732150000015';

  async up(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }

  async down(_q: QueryRunner): Promise<void> {
    // filled in by the feature
  }
}
