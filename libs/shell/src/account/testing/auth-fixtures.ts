// Test fixtures of the account pieces: a real RSA key pair (so that specs can prove a password
// left encrypted, and which), WebCrypto for jsdom, and login answers. Node-only: specs import it.
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import type { UserSeCode } from '@nuri/domain';
import { envelope } from '../../testing/fake-fetch';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export const TEST_PUBLIC_KEY = { keyId: 'test-key', publicKey: keys.publicKey };

/** jsdom has no crypto.subtle: lend it Node's, as the browser would have it. */
export function installWebCrypto(): void {
  if (globalThis.crypto?.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

/** The plaintext of a password field the client sent. */
export function decryptPassword(base64: string): string {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

export interface TestUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string;
  passwordChangeRequired?: boolean;
}

export const MEMBER: TestUser = { userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' };
export const PROVIDER_ADMIN: TestUser = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };

let issued = 0;

/** A TokensDto for `user`: numbered tokens, so that specs can tell rotations apart. */
export function tokensFor(user: TestUser, expiresIn = 900) {
  issued += 1;
  return {
    accessToken: `access-${issued}`,
    refreshToken: `refresh-token-number-${issued}`,
    expiresIn,
    user: {
      insttNm: '오픈비즈',
      insttSttusCode: 'NORMAL' as const,
      passwordChangeRequired: false,
      ...user,
    },
  };
}

/** The public-key answer, for fake APIs. */
export function publicKeyAnswer(): Response {
  return envelope(200, TEST_PUBLIC_KEY);
}

/** The JSON body of a request the fake fetch saw. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}
