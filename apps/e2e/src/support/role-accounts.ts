import { Client } from 'pg';
import { deleteAccounts, insertAccount, type TestAccount } from './login';
import { serverEnv, serverPort } from './server-config';

export interface RoleAccounts {
  /** A fresh institution of the editor and the institution admin. */
  insttCode: string;
  editor: TestAccount;
  insttAdmin: TestAccount;
  /** The provider's operator (openbiz). */
  operator: TestAccount;
}

/**
 * One account of each role a route walk needs (an institution's editor and admin in a fresh
 * institution, the operator), written straight into the database before the file's tests and
 * removed after them. `prefix` keeps ids apart between files; `label` names them in Korean.
 */
export function withRoleAccounts(prefix: string, label: string): RoleAccounts {
  const tag = Date.now().toString(36).slice(-7);
  const insttCode = `${prefix}${tag}`;
  const password = `Nuri!2026${prefix}`;
  const account = (role: string, name: string, userSeCode: TestAccount['userSeCode'], instt: string) => ({
    userId: `${prefix}${role}${tag}`,
    userNm: `${label} ${name}`,
    emailaddr: `${prefix}.${role}.${tag}@example.com`,
    userSeCode,
    insttCode: instt,
    password,
  });
  const accounts: RoleAccounts = {
    insttCode,
    editor: account('ed', '편집자', 11, insttCode),
    insttAdmin: account('ia', '관리자', 14, insttCode),
    operator: account('op', '운영자', 4, 'openbiz'),
  };
  const all = [accounts.editor, accounts.insttAdmin, accounts.operator];
  let db: Client | undefined;

  beforeAll(async () => {
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await db.query('INSERT INTO instt (instt_code, instt_nm) VALUES ($1, $2)', [
      insttCode,
      `${label} 기관 ${tag}`,
    ]);
    for (const one of all) await insertAccount(db, one);
  });

  afterAll(async () => {
    await deleteAccounts(
      db!,
      all.map((one) => one.userId),
    );
    await db?.query('DELETE FROM instt WHERE instt_code = $1', [insttCode]);
    await db?.end();
  });

  return accounts;
}
