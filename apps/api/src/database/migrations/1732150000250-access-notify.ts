import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access notifications (issue 25, "tile access decision cache"): every change a cached layer
 * view decision (ContentAccessPolicy.layerView: the lyr row, the layer's share entries, the
 * caller's groups and status) depends on is announced on the channel `nuri_access` when its
 * transaction commits:
 * - `L:<lyrId>`: the layer's row (the columns layerView reads), its deletion, or a share entry of it;
 * - `U:<userId>`: a user's status, role or institution, their deletion, their group memberships,
 *   or a group they own;
 * - `*`: too many at once (more than 200 ids in one statement): every decision.
 * Each payload starts with the transaction id and `|`. Every API process listens (modules/access
 * AccessEpochs); the first to apply a (transaction, key) bumps the matching epoch in Redis, which
 * each cached decision is checked against on every use. PostgreSQL delivers notifications
 * in commit order and folds duplicates within a transaction.
 */
export class AccessNotify1732150000250 implements MigrationInterface {
  name = 'AccessNotify1732150000250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION nuri_access_notify(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        id text;
        tx text := pg_current_xact_id()::text || '|';
      BEGIN
        IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
        IF cardinality(ids) > 200 THEN
          PERFORM pg_notify('nuri_access', tx || '*');
          RETURN;
        END IF;
        FOREACH id IN ARRAY ids LOOP
          IF id IS NOT NULL THEN PERFORM pg_notify('nuri_access', tx || kind || ':' || id); END IF;
        END LOOP;
      END $$`);

    // Layers: a change of a column the decision reads, or a deletion (a new layer has no decision yet).
    await q.query(`
      CREATE FUNCTION nuri_access_lyr_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM nuri_access_notify('L', ARRAY(SELECT DISTINCT lyr_id::text FROM o));
        ELSE
          PERFORM nuri_access_notify('L', ARRAY(
            SELECT DISTINCT o.lyr_id::text FROM o LEFT JOIN n ON n.lyr_id = o.lyr_id
             WHERE n.lyr_id IS NULL
                OR (n.register_id, n.instt_code, n.hold_data_se_code, n.lyr_ty_se_code, n.lyr_sttus_code,
                    n.table_nm, n.geom_column, n.srid, n.data_version)
                   IS DISTINCT FROM
                   (o.register_id, o.instt_code, o.hold_data_se_code, o.lyr_ty_se_code, o.lyr_sttus_code,
                    o.table_nm, o.geom_column, o.srid, o.data_version)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER lyr_access_notify_upd AFTER UPDATE ON lyr REFERENCING OLD TABLE AS o NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION nuri_access_lyr_trg()`);
    await q.query(`
      CREATE TRIGGER lyr_access_notify_del AFTER DELETE ON lyr REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION nuri_access_lyr_trg()`);

    // Share entries of layers: added (a cached decision's "shared with everyone" may change), changed, removed.
    await q.query(`
      CREATE FUNCTION nuri_access_share_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM nuri_access_notify('L', ARRAY(SELECT DISTINCT cntnts_id::text FROM n WHERE cntnts_ty_code = 'LYR'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM nuri_access_notify('L', ARRAY(SELECT DISTINCT cntnts_id::text FROM o WHERE cntnts_ty_code = 'LYR'));
        ELSE
          PERFORM nuri_access_notify('L', ARRAY(
            SELECT cntnts_id::text FROM n WHERE cntnts_ty_code = 'LYR'
            UNION SELECT cntnts_id::text FROM o WHERE cntnts_ty_code = 'LYR'));
        END IF;
        RETURN NULL;
      END $$`);
    for (const [op, ref] of [
      ['INSERT', 'NEW TABLE AS n'],
      ['DELETE', 'OLD TABLE AS o'],
      ['UPDATE', 'OLD TABLE AS o NEW TABLE AS n'],
    ])
      await q.query(`
        CREATE TRIGGER pblonsip_access_notify_${op.toLowerCase().slice(0, 3)} AFTER ${op} ON pblonsip REFERENCING ${ref}
          FOR EACH STATEMENT EXECUTE FUNCTION nuri_access_share_trg()`);

    // Group memberships (a group share reaches members and the owner), group owners, users'
    // status (a group share needs an active member), role, institution and deletion.
    await q.query(`
      CREATE FUNCTION nuri_access_user_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'user_group' THEN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM nuri_access_notify('U', ARRAY[OLD.owner_id::text]); END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM nuri_access_notify('U', ARRAY[NEW.owner_id::text]); END IF;
        ELSE
          IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM nuri_access_notify('U', ARRAY[OLD.user_id::text]); END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM nuri_access_notify('U', ARRAY[NEW.user_id::text]); END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER user_group_member_access_notify AFTER INSERT OR UPDATE OR DELETE ON user_group_member
        FOR EACH ROW EXECUTE FUNCTION nuri_access_user_trg()`);
    await q.query(`
      CREATE TRIGGER user_group_access_notify AFTER INSERT OR DELETE OR UPDATE OF owner_id ON user_group
        FOR EACH ROW EXECUTE FUNCTION nuri_access_user_trg()`);
    await q.query(`
      CREATE TRIGGER users_access_notify_upd AFTER UPDATE OF user_sttus, user_se_code, instt_code ON users
        FOR EACH ROW WHEN ((OLD.user_sttus, OLD.user_se_code, OLD.instt_code) IS DISTINCT FROM (NEW.user_sttus, NEW.user_se_code, NEW.instt_code))
        EXECUTE FUNCTION nuri_access_user_trg()`);
    await q.query(`
      CREATE TRIGGER users_access_notify_del AFTER DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION nuri_access_user_trg()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [trigger, table] of [
      ['lyr_access_notify_upd', 'lyr'],
      ['lyr_access_notify_del', 'lyr'],
      ['pblonsip_access_notify_ins', 'pblonsip'],
      ['pblonsip_access_notify_del', 'pblonsip'],
      ['pblonsip_access_notify_upd', 'pblonsip'],
      ['user_group_member_access_notify', 'user_group_member'],
      ['user_group_access_notify', 'user_group'],
      ['users_access_notify_upd', 'users'],
      ['users_access_notify_del', 'users'],
    ])
      await q.query(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS nuri_access_user_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS nuri_access_share_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS nuri_access_lyr_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS nuri_access_notify(text, text[])`);
  }
}
