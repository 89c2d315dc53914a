import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { createPasswordEncryptor, encryptPassword } from './password';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does with a password field (API.md §1). */
function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

describe('encryptPassword', () => {
  it('returns base64(RSA-OAEP-SHA256(plaintext)) the private key decrypts', async () => {
    const sent = await encryptPassword(publicKey, 'P@ssw0rd-누리지도');
    expect(sent).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(sent, 'base64')).toHaveLength(256);
    expect(decrypt(sent)).toBe('P@ssw0rd-누리지도');
  });

  it('uses random padding, so the same password differs each time', async () => {
    const [a, b] = await Promise.all([
      encryptPassword(publicKey, 'same'),
      encryptPassword(publicKey, 'same'),
    ]);
    expect(a).not.toBe(b);
    expect([decrypt(a), decrypt(b)]).toEqual(['same', 'same']);
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(encryptPassword(privateKey, 'x')).rejects.toThrow();
  });
});

describe('createPasswordEncryptor', () => {
  it('fetches the key once, shared by concurrent and later calls', async () => {
    let fetches = 0;
    const encryptor = createPasswordEncryptor(async () => {
      fetches += 1;
      return { keyId: 'k1', publicKey };
    });
    const [a, b] = await Promise.all([encryptor.encrypt('one'), encryptor.encrypt('two')]);
    const c = await encryptor.encrypt('three');
    expect([decrypt(a), decrypt(b), decrypt(c)]).toEqual(['one', 'two', 'three']);
    expect(await encryptor.keyId()).toBe('k1');
    expect(fetches).toBe(1);
  });

  it('does not cache a failed fetch, and reset() fetches a rotated key', async () => {
    const second = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const answers = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ keyId: 'k1', publicKey }),
      () => Promise.resolve({ keyId: 'k2', publicKey: second.publicKey }),
    ];
    let fetches = 0;
    const encryptor = createPasswordEncryptor(() => answers[fetches++]());

    await expect(encryptor.encrypt('pw')).rejects.toThrow('offline');
    expect(decrypt(await encryptor.encrypt('pw'))).toBe('pw');
    expect(await encryptor.keyId()).toBe('k1');

    encryptor.reset();
    const rotated = await encryptor.encrypt('pw2');
    expect(await encryptor.keyId()).toBe('k2');
    expect(
      privateDecrypt(
        { key: second.privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
        Buffer.from(rotated, 'base64'),
      ).toString('utf8'),
    ).toBe('pw2');
    expect(fetches).toBe(3);
  });
});
