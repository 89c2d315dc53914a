import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { CryptoKey } from './entities/crypto-key.entity';

const PURPOSE = 'password';
// RSA-2048 ciphertexts are 256 bytes: 344 base64 characters.
const CIPHERTEXT_BYTES = 256;

/**
 * Passwords travel as base64(RSA-OAEP-SHA256(plaintext)) under the public key served by
 * GET /api/auth/public-key (API.md §1). The key comes from RSA_PRIVATE_KEY or is generated once
 * and kept in the database, so every API process uses the same pair.
 */
@Injectable()
export class PasswordCipher implements OnModuleInit {
  private privateKey!: KeyObject;
  private publicPem!: string;
  private keyIdValue!: string;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(CryptoKey) private readonly keys: Repository<CryptoKey>,
  ) {}

  async onModuleInit(): Promise<void> {
    const configured = this.config.values.RSA_PRIVATE_KEY;
    if (configured) {
      this.privateKey = createPrivateKey(configured);
      this.publicPem = createPublicKey(this.privateKey).export({ type: 'spki', format: 'pem' }).toString();
    } else {
      const stored = await this.storedOrNewKey();
      this.privateKey = createPrivateKey(stored.privatePem);
      this.publicPem = stored.publicPem;
    }
    this.keyIdValue = createHash('sha256').update(this.publicPem).digest('hex').slice(0, 16);
  }

  get keyId(): string {
    return this.keyIdValue;
  }

  get publicKey(): string {
    return this.publicPem;
  }

  /** The plaintext of an encrypted password field; 400 when it is not properly encrypted. */
  decrypt(value: string, field = 'password'): string {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === CIPHERTEXT_BYTES) {
      try {
        return privateDecrypt({ key: this.privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING }, bytes).toString('utf8');
      } catch {
        throw new DomainError('BAD_REQUEST', 'auth.passwordUndecryptable', {}, [{ field, message: 'not decryptable' }]);
      }
    }
    if (this.config.values.ALLOW_PLAINTEXT_PASSWORDS && this.config.devTools) return value;
    throw new DomainError('BAD_REQUEST', 'auth.passwordNotEncrypted');
  }

  private async storedOrNewKey(): Promise<CryptoKey> {
    const found = await this.keys.findOneBy({ purpose: PURPOSE });
    if (found) return found;
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const keyId = createHash('sha256').update(publicPem).digest('hex').slice(0, 16);
    // Two processes starting together: one insert wins, both then read the winner.
    await this.keys
      .createQueryBuilder()
      .insert()
      .values({ keyId, purpose: PURPOSE, publicPem, privatePem })
      .orIgnore()
      .execute();
    return this.keys.findOneByOrFail({ purpose: PURPOSE });
  }
}
