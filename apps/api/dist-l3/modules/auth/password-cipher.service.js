"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PasswordCipher = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const crypto_key_entity_1 = require("./entities/crypto-key.entity");
const PURPOSE = 'password';
// RSA-2048 ciphertexts are 256 bytes: 344 base64 characters.
const CIPHERTEXT_BYTES = 256;
/**
 * Passwords travel as base64(RSA-OAEP-SHA256(plaintext)) under the public key served by
 * GET /api/auth/public-key (API.md §1). The key comes from RSA_PRIVATE_KEY or is generated once
 * and kept in the database, so every API process uses the same pair.
 */
let PasswordCipher = class PasswordCipher {
    config;
    keys;
    privateKey;
    publicPem;
    keyIdValue;
    constructor(config, keys) {
        this.config = config;
        this.keys = keys;
    }
    async onModuleInit() {
        const configured = this.config.values.RSA_PRIVATE_KEY;
        if (configured) {
            this.privateKey = (0, node_crypto_1.createPrivateKey)(configured);
            this.publicPem = (0, node_crypto_1.createPublicKey)(this.privateKey).export({ type: 'spki', format: 'pem' }).toString();
        }
        else {
            const stored = await this.storedOrNewKey();
            this.privateKey = (0, node_crypto_1.createPrivateKey)(stored.privatePem);
            this.publicPem = stored.publicPem;
        }
        this.keyIdValue = (0, node_crypto_1.createHash)('sha256').update(this.publicPem).digest('hex').slice(0, 16);
    }
    get keyId() {
        return this.keyIdValue;
    }
    get publicKey() {
        return this.publicPem;
    }
    /** The plaintext of an encrypted password field; 400 when it is not properly encrypted. */
    decrypt(value, field = 'password') {
        const bytes = Buffer.from(value, 'base64');
        if (bytes.length === CIPHERTEXT_BYTES) {
            try {
                return (0, node_crypto_1.privateDecrypt)({ key: this.privateKey, oaepHash: 'sha256', padding: node_crypto_1.constants.RSA_PKCS1_OAEP_PADDING }, bytes).toString('utf8');
            }
            catch {
                throw new domain_error_1.DomainError('BAD_REQUEST', 'auth.passwordUndecryptable', {}, [{ field, message: 'not decryptable' }]);
            }
        }
        if (this.config.values.ALLOW_PLAINTEXT_PASSWORDS && this.config.devTools)
            return value;
        throw new domain_error_1.DomainError('BAD_REQUEST', 'auth.passwordNotEncrypted');
    }
    async storedOrNewKey() {
        const found = await this.keys.findOneBy({ purpose: PURPOSE });
        if (found)
            return found;
        const pair = (0, node_crypto_1.generateKeyPairSync)('rsa', { modulusLength: 2048 });
        const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
        const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
        const keyId = (0, node_crypto_1.createHash)('sha256').update(publicPem).digest('hex').slice(0, 16);
        // Two processes starting together: one insert wins, both then read the winner.
        await this.keys
            .createQueryBuilder()
            .insert()
            .values({ keyId, purpose: PURPOSE, publicPem, privatePem })
            .orIgnore()
            .execute();
        return this.keys.findOneByOrFail({ purpose: PURPOSE });
    }
};
exports.PasswordCipher = PasswordCipher;
exports.PasswordCipher = PasswordCipher = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectRepository)(crypto_key_entity_1.CryptoKey)),
    __metadata("design:paramtypes", [app_config_1.AppConfig,
        typeorm_2.Repository])
], PasswordCipher);
//# sourceMappingURL=password-cipher.service.js.map