import { MigrationInterface, QueryRunner } from 'typeorm';

/** Basemaps (issue: base maps, web maps and the map builder). */
export class Basemaps1732150000005 implements MigrationInterface {
  name = 'Basemaps1732150000005';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
