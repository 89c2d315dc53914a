import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notice attachments: a notice may point at one attachment group (issue 10, "Notices … attachments"). */
export class NoticeAttachments1732150000016 implements MigrationInterface {
  name = 'NoticeAttachments1732150000016';

  async up(q: QueryRunner): Promise<void> {
    // Deleting a notice deletes its group (service); a group deleted on its own leaves the notice
    // without attachments. One group belongs to at most one notice.
    await q.query(
      `ALTER TABLE notice ADD COLUMN atchmnfl_id varchar(40) REFERENCES atchmnfl (atchmnfl_id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX notice_atchmnfl_idx ON notice (atchmnfl_id) WHERE atchmnfl_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notice_atchmnfl_idx`);
    await q.query(`ALTER TABLE notice DROP COLUMN IF EXISTS atchmnfl_id`);
  }
}
