import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The legend of a saved web map (issue 24): the order of its layers in the legend (layer ids, top
 * first) and whether it starts folded, as `{ "order": [...], "hidden": false }` (null: the TOC's
 * order, shown).
 */
export class WebMapLegend1732150000270 implements MigrationInterface {
  name = 'WebMapLegend1732150000270';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_map ADD COLUMN IF NOT EXISTS legend_json jsonb`);
    await q.query(`COMMENT ON COLUMN user_map.legend_json IS '범례 설정 (레이어 순서, 접힘 여부)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_map DROP COLUMN IF EXISTS legend_json`);
  }
}
