import { MigrationInterface, QueryRunner } from 'typeorm';

interface MenuEntry {
  key: string;
  ko: string;
  en: string;
  to: string;
  order: number;
  viewId: string;
}

// The provider admin's board management group (pa.board) holds notices (71); the inquiry and
// Q&A moderation screens follow as 72 and 73. The institution admin's online inquiry
// (ia.help.inquiry, /manageInquiry) is already in the menus migration.
const MENUS: MenuEntry[] = [
  { key: 'pa.board.inquiry', ko: '온라인 문의 관리', en: 'Online inquiries', to: '/manageInquiry', order: 2, viewId: '72' },
  { key: 'pa.board.qna', ko: 'Q&A·댓글 관리', en: 'Q&A and comments', to: '/manageQna', order: 3, viewId: '73' },
];

/**
 * Inquiries, Q&A, comments, reviews (issue: dashboards, boards, my page, legal, service lab).
 *
 * inqry: online inquiries to the operator. A member's inquiry has register_id (and the member's
 * institution in instt_code); a non-member's has writer_nm, emailaddr and an argon2 password
 * hash. answer_cn/answer_dt/answerer_id hold the operator's answer (the "process" state).
 * qna / qna_answer: the customer-support Q&A board (instt_code: the asker's institution);
 * answer_cnt copies the number of answers. cntnts_comment: comments on a content (MAP, APP, LYR)
 * or a notice (NTT, cntnts_id = ntt_id); cntnts_review: one review (score 1–5) per member and
 * content. instt_code on comments and reviews is the content's institution (moderation scope).
 * Triggers drop a content's comments and reviews when the map, app, layer or notice is deleted.
 */
export class Boards1732150000014 implements MigrationInterface {
  name = 'Boards1732150000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inqry (
        inqry_id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        inqry_sj        varchar(200) NOT NULL,
        inqry_cn        text NOT NULL,
        register_id     varchar(30) REFERENCES users (user_id) ON DELETE SET NULL,
        instt_code      varchar(30) REFERENCES instt (instt_code) ON DELETE SET NULL,
        writer_nm       varchar(50) NOT NULL,
        emailaddr       varchar(254) NOT NULL,
        password_hash   text,
        answer_cn       text,
        answerer_id     varchar(30),
        answer_dt       timestamptz,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        updt_dt         timestamptz NOT NULL DEFAULT now(),
        CHECK ((answer_cn IS NULL) = (answer_dt IS NULL))
      )`);
    await q.query(`CREATE INDEX inqry_regist_idx ON inqry (regist_dt DESC, inqry_id DESC)`);
    await q.query(`CREATE INDEX inqry_register_idx ON inqry (register_id, regist_dt DESC) WHERE register_id IS NOT NULL`);
    await q.query(`CREATE INDEX inqry_instt_idx ON inqry (instt_code, regist_dt DESC) WHERE instt_code IS NOT NULL`);

    await q.query(`
      CREATE TABLE qna (
        qna_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        instt_code   varchar(30) REFERENCES instt (instt_code) ON DELETE CASCADE,
        qna_sj       varchar(200) NOT NULL,
        qna_cn       text NOT NULL,
        answer_cnt   integer NOT NULL DEFAULT 0,
        rdcnt        integer NOT NULL DEFAULT 0,
        register_id  varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt    timestamptz NOT NULL DEFAULT now(),
        updt_dt      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX qna_regist_idx ON qna (regist_dt DESC, qna_id DESC)`);
    await q.query(`CREATE INDEX qna_instt_idx ON qna (instt_code, regist_dt DESC)`);
    await q.query(`CREATE INDEX qna_register_idx ON qna (register_id, regist_dt DESC)`);
    await q.query(`
      CREATE TABLE qna_answer (
        answer_id    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        qna_id       integer NOT NULL REFERENCES qna (qna_id) ON DELETE CASCADE,
        answer_cn    text NOT NULL,
        register_id  varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt    timestamptz NOT NULL DEFAULT now(),
        updt_dt      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX qna_answer_qna_idx ON qna_answer (qna_id, regist_dt DESC)`);
    await q.query(`CREATE INDEX qna_answer_register_idx ON qna_answer (register_id, regist_dt DESC)`);

    await q.query(`
      CREATE TABLE cntnts_comment (
        comment_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR', 'NTT')),
        cntnts_id       varchar(40) NOT NULL,
        instt_code      varchar(30),
        comment_cn      varchar(1000) NOT NULL,
        register_id     varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        updt_dt         timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX cntnts_comment_target_idx ON cntnts_comment (cntnts_ty_code, cntnts_id, regist_dt DESC)`);
    await q.query(`CREATE INDEX cntnts_comment_register_idx ON cntnts_comment (register_id, regist_dt DESC)`);
    await q.query(`CREATE INDEX cntnts_comment_regist_idx ON cntnts_comment (regist_dt DESC)`);

    await q.query(`
      CREATE TABLE cntnts_review (
        review_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id       varchar(40) NOT NULL,
        instt_code      varchar(30),
        score           smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
        review_cn       varchar(1000) NOT NULL,
        register_id     varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        updt_dt         timestamptz NOT NULL DEFAULT now(),
        UNIQUE (cntnts_ty_code, cntnts_id, register_id)
      )`);
    await q.query(`CREATE INDEX cntnts_review_target_idx ON cntnts_review (cntnts_ty_code, cntnts_id, regist_dt DESC)`);
    await q.query(`CREATE INDEX cntnts_review_register_idx ON cntnts_review (register_id, regist_dt DESC)`);

    await q.query(`
      CREATE FUNCTION cntnts_boards_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        content_id varchar(40) := to_jsonb(OLD) ->> TG_ARGV[1];
      BEGIN
        DELETE FROM cntnts_comment WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        DELETE FROM cntnts_review WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        RETURN OLD;
      END $$`);
    for (const [table, type, col] of [
      ['user_map', 'MAP', 'user_map_id'],
      ['webapp_tmplat', 'APP', 'webapp_tmplat_id'],
      ['lyr', 'LYR', 'lyr_id'],
      ['notice', 'NTT', 'ntt_id'],
    ]) {
      await q.query(
        `CREATE TRIGGER ${table}_boards_cleanup AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION cntnts_boards_cleanup('${type}', '${col}')`,
      );
    }

    for (const m of MENUS) {
      await q.query(
        `INSERT INTO menu (menu_key, system_type, upper_menu_key, menu_nm, menu_eng_nm, link_ty, router_link,
                           sort_ordr, view_id)
         VALUES ($1, 'provider-admin', 'pa.board', $2, $3, 'router', $4, $5, $6)`,
        [m.key, m.ko, m.en, m.to, m.order, m.viewId],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const m of [...MENUS].reverse()) await q.query(`DELETE FROM menu WHERE menu_key = $1`, [m.key]);
    for (const table of ['notice', 'lyr', 'webapp_tmplat', 'user_map'])
      await q.query(`DROP TRIGGER IF EXISTS ${table}_boards_cleanup ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS cntnts_boards_cleanup()`);
    await q.query(`DROP TABLE IF EXISTS cntnts_review`);
    await q.query(`DROP TABLE IF EXISTS cntnts_comment`);
    await q.query(`DROP TABLE IF EXISTS qna_answer`);
    await q.query(`DROP TABLE IF EXISTS qna`);
    await q.query(`DROP TABLE IF EXISTS inqry`);
  }
}
