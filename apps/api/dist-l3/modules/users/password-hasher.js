"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hashPassword = void 0;
exports.verifyPassword = verifyPassword;
const argon2_1 = require("@node-rs/argon2");
/** argon2id hashes (the library's defaults: 19 MiB, 2 passes). */
const hashPassword = (plain) => (0, argon2_1.hash)(plain);
exports.hashPassword = hashPassword;
async function verifyPassword(hashed, plain) {
    try {
        return await (0, argon2_1.verify)(hashed, plain);
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=password-hasher.js.map