import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every seeded menu route has a screen (issue 19).
 *
 * The institution-user group "지도" (iu.map) pointed to /map, a route with no screen (the group
 * opens as a dropdown; the address was reachable only by typing it): it now points to its first
 * item, the simple map (/simpleMap), as the other groups point to their first item.
 *
 * Removes the institution admin's "data management" menu item (ia.contents.datamng, /datamng,
 * wavusOnly) of the menus migration (issue 19). It never had a screen: the provider's own
 * institution manages its layer tables on the screens every institution has — 554 (the
 * institution's layers: publish state, download, delete; storage per layer in 551's status) and
 * the operator's 556 (every layer, national ones) — and re-imports and orphan clean-up are the
 * import worker's (import-work-sweep). See docs/architecture.md "Menus without a screen".
 */
export class MenuRoutes1732150000019 implements MigrationInterface {
  name = 'MenuRoutes1732150000019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE menu SET router_link = '/simpleMap' WHERE menu_key = 'iu.map' AND router_link = '/map'`);
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
    await q.query(`UPDATE menu SET router_link = '/map' WHERE menu_key = 'iu.map' AND router_link = '/simpleMap'`);
  }
}
