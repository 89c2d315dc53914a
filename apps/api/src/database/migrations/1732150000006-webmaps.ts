import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webmaps (issue: base maps, web maps and the map builder). */
export class Webmaps1732150000006 implements MigrationInterface {
  name = 'Webmaps1732150000006';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
