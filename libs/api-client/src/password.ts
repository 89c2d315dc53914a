// Password fields travel as base64(RSA-OAEP-SHA256(plaintext)) under the key from
// GET /api/auth/public-key (API.md §1). WebCrypto only, so it runs in the browser.

export interface PublicKeyInfo {
  keyId: string;
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"). */
  publicKey: string;
}

const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  // crypto.subtle exists only in secure contexts (https or localhost).
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is unavailable: password encryption needs https');
  return s;
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
}

export function importPublicKey(publicKeyPem: string): Promise<CryptoKey> {
  return subtle().importKey('spki', pemToDer(publicKeyPem), OAEP, false, ['encrypt']);
}

async function encryptWith(key: CryptoKey, plaintext: string): Promise<string> {
  const cipher = await subtle().encrypt(OAEP, key, new TextEncoder().encode(plaintext));
  return toBase64(cipher);
}

/** base64(RSA-OAEP-SHA256(plaintext)) under the given SPKI PEM public key. */
export async function encryptPassword(publicKeyPem: string, plaintext: string): Promise<string> {
  return encryptWith(await importPublicKey(publicKeyPem), plaintext);
}

export interface PasswordEncryptor {
  /** Encrypts with the cached key, fetching it on first use. */
  encrypt(plaintext: string): Promise<string>;
  /** Id of the key in use, for servers that want it next to the password. */
  keyId(): Promise<string>;
  /** Forgets the key (e.g. after the server rotated it); the next call fetches again. */
  reset(): void;
}

/** Fetches and imports the public key once; concurrent first calls share one fetch. */
export function createPasswordEncryptor(fetchPublicKey: () => Promise<PublicKeyInfo>): PasswordEncryptor {
  let cached: Promise<{ keyId: string; key: CryptoKey }> | undefined;
  const load = (): Promise<{ keyId: string; key: CryptoKey }> => {
    if (!cached) {
      const loading = fetchPublicKey().then(async (info) => ({
        keyId: info.keyId,
        key: await importPublicKey(info.publicKey),
      }));
      cached = loading;
      // A failed fetch is not cached: the next call tries again.
      loading.catch(() => {
        if (cached === loading) cached = undefined;
      });
    }
    return cached;
  };
  return {
    encrypt: async (plaintext) => encryptWith((await load()).key, plaintext),
    keyId: async () => (await load()).keyId,
    reset: () => {
      cached = undefined;
    },
  };
}
