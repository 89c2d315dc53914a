// The public face of the auth module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { CryptoKey } from './entities/crypto-key.entity';
export { RefreshToken } from './entities/refresh-token.entity';
export { PasswordCipher } from './password-cipher.service';
export { TokenService } from './token.service';
export { AuthModule } from './auth.module';
