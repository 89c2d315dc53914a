import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { apiLogin, signUpInstitution, type InstitutionAdmin } from './api-session';
import { insertAccount, type TestAccount } from './login';
import { API_DIST, ROOT, serverEnv, serverPort } from './server-config';

/**
 * A new institution (signed up by its admin) with one member (userSeCode 11) written into it:
 * the open database connection the test cleans up with, and the member's access token.
 */
export async function institutionWithMember(
  admin: InstitutionAdmin,
  member: Omit<TestAccount, 'userSeCode' | 'insttCode'>,
): Promise<{ db: Client; token: string }> {
  await signUpInstitution(admin);
  const db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await insertAccount(db, { ...member, userSeCode: 11, insttCode: admin.insttCode });
  return { db, token: await apiLogin(member.userId, member.password) };
}

/** Loads the demo seed's gazetteer (Seoul's districts and the committed address sample) with the geocoding CLI. */
export function loadDemoGazetteer(): void {
  const run = spawnSync(process.execPath, [path.join(ROOT, API_DIST, 'geocoding-cli.js'), 'demo'], {
    cwd: ROOT,
    env: serverEnv(serverPort()),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`gazetteer load failed: ${run.stderr}`);
}
