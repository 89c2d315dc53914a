import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersController } from './users.controller';
import { UsersModule } from '../users';
import { VerificationController } from './verification.controller';
import { VerificationModule } from '../verification';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CryptoKey } from './entities/crypto-key.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { PasswordCipher } from './password-cipher.service';
import { TokenService } from './token.service';

/** Login, tokens, sign-up, verification codes and the account routes (/users). */
@Module({
  imports: [JwtModule.register({}), TypeOrmModule.forFeature([CryptoKey, RefreshToken]), UsersModule, VerificationModule],
  controllers: [AuthController, AccountController, VerificationController, UsersController],
  providers: [AuthService, AccountService, PasswordCipher, TokenService],
  exports: [PasswordCipher, TokenService],
})
export class AuthModule {}
