// Node-only test support of password and session screens: a real RSA key so that specs can read
// what a password field carried, Web Crypto for jsdom, and tokens for a test user.
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import type { UserSeCode } from '@nuri/domain';
import { envelope } from './fake-fetch';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** GET /api/auth/public-key as the server answers it, with the test key. */
export const publicKeyAnswer = () => envelope(200, { keyId: 'test-key', publicKey: keys.publicKey });

/** jsdom has no crypto.subtle: lend it Node's, as the browser has it. */
export function installWebCrypto(): void {
  if (globalThis.crypto?.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

/** The plaintext a password field carried. */
export function decryptPassword(base64: unknown): string {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(String(base64), 'base64'),
  ).toString('utf8');
}

export interface TestUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string;
  passwordChangeRequired?: boolean;
}

/** The login answer (tokens + session user) for a test user. */
export function tokensFor(user: TestUser, insttNm = user.insttCode) {
  return {
    accessToken: `access-${user.userId}`,
    refreshToken: `refresh-token-of-${user.userId}`,
    expiresIn: 900,
    user: { insttNm, insttSttusCode: 'NORMAL', passwordChangeRequired: false, ...user },
  };
}
