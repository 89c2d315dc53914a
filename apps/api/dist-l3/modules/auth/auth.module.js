"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthModule = void 0;
const common_1 = require("@nestjs/common");
const jwt_1 = require("@nestjs/jwt");
const typeorm_1 = require("@nestjs/typeorm");
const users_controller_1 = require("../users/users.controller");
const users_module_1 = require("../users/users.module");
const verification_controller_1 = require("../verification/verification.controller");
const verification_module_1 = require("../verification/verification.module");
const account_controller_1 = require("./account.controller");
const account_service_1 = require("./account.service");
const auth_controller_1 = require("./auth.controller");
const auth_service_1 = require("./auth.service");
const crypto_key_entity_1 = require("./entities/crypto-key.entity");
const refresh_token_entity_1 = require("./entities/refresh-token.entity");
const password_cipher_service_1 = require("./password-cipher.service");
const token_service_1 = require("./token.service");
/** Login, tokens, sign-up, verification codes and the account routes (/users). */
let AuthModule = class AuthModule {
};
exports.AuthModule = AuthModule;
exports.AuthModule = AuthModule = __decorate([
    (0, common_1.Module)({
        imports: [jwt_1.JwtModule.register({}), typeorm_1.TypeOrmModule.forFeature([crypto_key_entity_1.CryptoKey, refresh_token_entity_1.RefreshToken]), users_module_1.UsersModule, verification_module_1.VerificationModule],
        controllers: [auth_controller_1.AuthController, account_controller_1.AccountController, verification_controller_1.VerificationController, users_controller_1.UsersController],
        providers: [auth_service_1.AuthService, account_service_1.AccountService, password_cipher_service_1.PasswordCipher, token_service_1.TokenService],
        exports: [password_cipher_service_1.PasswordCipher, token_service_1.TokenService],
    })
], AuthModule);
//# sourceMappingURL=auth.module.js.map