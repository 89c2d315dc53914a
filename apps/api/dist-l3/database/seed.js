"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO_PASSWORD = exports.DEMO_PROVIDER_ADMIN = void 0;
exports.seed = seed;
const argon2_1 = require("@node-rs/argon2");
const domain_1 = require("@nuri/domain");
const user_entity_1 = require("../modules/users/entities/user.entity");
/** Demo logins printed by `npm start` (never used in production, where the password is required). */
exports.DEMO_PROVIDER_ADMIN = { userId: 'operator01', userNm: '플랫폼 운영자', emailaddr: 'operator01@example.com' };
exports.DEMO_PASSWORD = 'Nuri!2026demo';
/** Seeds what a fresh install needs once; running it again changes nothing. */
async function seed(ds, config) {
    const created = [];
    const users = ds.getRepository(user_entity_1.User);
    if (!(await users.existsBy({ userId: exports.DEMO_PROVIDER_ADMIN.userId }))) {
        const password = config.values.SEED_ADMIN_PASSWORD ?? exports.DEMO_PASSWORD;
        await users.insert({
            ...exports.DEMO_PROVIDER_ADMIN,
            userSeCode: domain_1.USER_SE_CODES.PROVIDER_ADMIN,
            insttCode: domain_1.DEFAULT_INSTT_CODE,
            passwordHash: await (0, argon2_1.hash)(password),
            userSttus: 'active',
        });
        created.push(`provider admin ${exports.DEMO_PROVIDER_ADMIN.userId}`);
    }
    return { created };
}
//# sourceMappingURL=seed.js.map