import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time slider of a web map's layer entry (issue 24): the date/time column, mode, step, play
 * speed and the window shown, as the TimeSetting of @nuri/domain (null: no time slider).
 */
export class TocTimeSlider1732150000230 implements MigrationInterface {
  name = 'TocTimeSlider1732150000230';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_map_toc ADD COLUMN IF NOT EXISTS time_json jsonb`);
    await q.query(`COMMENT ON COLUMN user_map_toc.time_json IS '시간 슬라이더 설정 (컬럼, 방식, 단위, 재생 속도, 보이는 구간)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_map_toc DROP COLUMN IF EXISTS time_json`);
  }
}
