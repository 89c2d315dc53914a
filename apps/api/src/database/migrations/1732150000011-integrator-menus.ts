import { MigrationInterface, QueryRunner } from 'typeorm';

/** Menu entries of the API key and common code screens (issue: integrator access). */
export class IntegratorMenus1732150000011 implements MigrationInterface {
  name = 'IntegratorMenus1732150000011';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
