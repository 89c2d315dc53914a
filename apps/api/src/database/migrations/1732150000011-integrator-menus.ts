import { MigrationInterface, QueryRunner } from 'typeorm';

interface MenuEntry {
  key: string;
  system: 'provider-admin' | 'institution-admin';
  parent: string | null;
  ko: string;
  en: string;
  to: string;
  order: number;
  viewId: string | null;
}

// View ids follow the menus migration's numbering: 53x are the institution admin's institution
// management screens (531–535 taken), so API keys are 536; the provider admin's groups are
// numbered 4x, 7x, 8x (55x are contents), so the new system group is 9x.
const ENTRIES: MenuEntry[] = [
  {
    key: 'ia.instt.apikeys',
    system: 'institution-admin',
    parent: 'ia.instt',
    ko: 'API 키 관리',
    en: 'API key management',
    to: '/insttManage/apiKeys',
    order: 6, // after IP access restriction (5)
    viewId: '536',
  },
  {
    key: 'pa.system',
    system: 'provider-admin',
    parent: null,
    ko: '시스템 관리',
    en: 'System management',
    to: '/manageApiKeys',
    order: 6, // after coupon management (5)
    viewId: null,
  },
  {
    key: 'pa.system.apikeys',
    system: 'provider-admin',
    parent: 'pa.system',
    ko: 'API 키 관리',
    en: 'API key management',
    to: '/manageApiKeys',
    order: 1,
    viewId: '91',
  },
  {
    key: 'pa.system.codes',
    system: 'provider-admin',
    parent: 'pa.system',
    ko: '공통 코드 관리',
    en: 'Common code management',
    to: '/manageCodes',
    order: 2,
    viewId: '92',
  },
];

/** Menu entries of the API key and common code screens (issue: integrator access). */
export class IntegratorMenus1732150000011 implements MigrationInterface {
  name = 'IntegratorMenus1732150000011';

  async up(q: QueryRunner): Promise<void> {
    for (const m of ENTRIES) {
      await q.query(
        `INSERT INTO menu (menu_key, system_type, upper_menu_key, menu_nm, menu_eng_nm, link_ty, router_link,
                           sort_ordr, view_id)
         VALUES ($1, $2, $3, $4, $5, 'router', $6, $7, $8)`,
        [m.key, m.system, m.parent, m.ko, m.en, m.to, m.order, m.viewId],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // Children first (the group's cascade would take them too).
    for (const m of [...ENTRIES].reverse()) await q.query(`DELETE FROM menu WHERE menu_key = $1`, [m.key]);
  }
}
