"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seal = seal;
exports.open = open;
const node_crypto_1 = require("node:crypto");
// Format: v1.<iv>.<tag>.<ciphertext>, each base64url. The version allows key rotation later.
const VERSION = 'v1';
/** AES-256-GCM encryption of secrets at rest (phone numbers, institution telephone and address). */
function seal(plaintext, key) {
    const iv = (0, node_crypto_1.randomBytes)(12);
    const cipher = (0, node_crypto_1.createCipheriv)('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}
function open(sealed, key) {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined)
        throw new Error('not a sealed value');
    const decipher = (0, node_crypto_1.createDecipheriv)('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
//# sourceMappingURL=secret-box.js.map