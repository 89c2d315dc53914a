"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ENTITIES = void 0;
const menu_access_entity_1 = require("../modules/menus/entities/menu-access.entity");
const menu_entity_1 = require("../modules/menus/entities/menu.entity");
const crypto_key_entity_1 = require("../modules/auth/entities/crypto-key.entity");
const refresh_token_entity_1 = require("../modules/auth/entities/refresh-token.entity");
const outbox_entity_1 = require("../modules/notifications/entities/outbox.entity");
const institution_entity_1 = require("../modules/institutions/entities/institution.entity");
const user_entity_1 = require("../modules/users/entities/user.entity");
/** Every TypeORM entity; each feature adds its own here. */
exports.ENTITIES = [institution_entity_1.Institution, user_entity_1.User, menu_entity_1.Menu, menu_access_entity_1.MenuAccess, crypto_key_entity_1.CryptoKey, refresh_token_entity_1.RefreshToken, outbox_entity_1.OutboxMessage];
//# sourceMappingURL=entities.js.map