import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Removes the institution admin's "data management" menu item (ia.contents.datamng, /datamng,
 * wavusOnly) of the menus migration (issue 19). It never had a screen: the provider's own
 * institution manages its layer tables on the screens every institution has — 554 (the
 * institution's layers: publish state, download, delete; storage per layer in 551's status) and
 * the operator's 556 (every layer, national ones) — and re-imports and orphan clean-up are the
 * import worker's (import-work-sweep). See docs/architecture.md "Menus without a screen".
 */
export class RemoveDatamngMenu1732150000019 implements MigrationInterface {
  name = 'RemoveDatamngMenu1732150000019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM menu WHERE menu_key = 'ia.contents.datamng'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back after the gallery group (6), as the menus migration placed it.
    await q.query(
      `INSERT INTO menu (menu_key, system_type, upper_menu_key, menu_nm, menu_eng_nm, link_ty, router_link, sort_ordr,
                         wavus_only_at)
       VALUES ('ia.contents.datamng', 'institution-admin', 'ia.contents', '데이터 관리', 'Data management', 'newWindow',
               '/datamng', 6, true)
       ON CONFLICT (menu_key) DO NOTHING`,
    );
  }
}
