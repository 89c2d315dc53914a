import { Factories } from './factories';

export type Auth = { Authorization: string };

/** Replaces an institution's allow-list directly (enforcement tests need no admin round trip). */
export async function allowList(f: Factories, insttCode: string, ...cidrs: string[]): Promise<void> {
  await f.db.query(`DELETE FROM ip_access_ctrl WHERE instt_code = $1`, [insttCode]);
  for (const cidr of cidrs) {
    await f.db.query(
      `INSERT INTO ip_access_ctrl (instt_code, ip_addr, register_id) VALUES ($1, $2::cidr, 'test')`,
      [insttCode, cidr],
    );
  }
}

/** An institution with its admin (14) and a member (12). */
export async function institution(f: Factories) {
  const instt = await f.newInstitution();
  const admin = await f.actor(instt.insttCode, 14);
  const member = await f.actor(instt.insttCode, 12);
  return { insttCode: instt.insttCode, admin, member };
}
