import { hash, verify } from '@node-rs/argon2';

/** argon2id hashes (the library's defaults: 19 MiB, 2 passes). */
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
