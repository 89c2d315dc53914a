import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ApiKeyAuthenticator } from './api-key.authenticator';
import { AccessTokenGuard } from './auth.guard';
import { InstitutionScopeGuard } from './institution-scope.guard';
import { IpAccessGuard } from './ip-access.guard';
import { JwtStrategy } from './jwt.strategy';
import { MenuAccessGuard } from './menu-access.guard';
import { PausedInstitutionGuard } from './paused-institution.guard';
import { RevokedTokens } from './revoked-tokens';
import { RolesGuard } from './roles.guard';

/**
 * Authentication and authorization for every route: access token, role, IP allow-list,
 * institution scope, menu access and the paused (unpaid) institution's read-only mode, in that order.
 */
@Global()
@Module({
  imports: [PassportModule],
  exports: [ApiKeyAuthenticator, RevokedTokens],
  providers: [
    JwtStrategy,
    RevokedTokens,
    ApiKeyAuthenticator,
    { provide: APP_GUARD, useClass: AccessTokenGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    // Order matters: who the caller is, then where from, then which institution and menu.
    { provide: APP_GUARD, useClass: IpAccessGuard },
    { provide: APP_GUARD, useClass: InstitutionScopeGuard },
    { provide: APP_GUARD, useClass: MenuAccessGuard },
    // A PAUSED institution's members may read but not write (billing, docs/billing.md).
    { provide: APP_GUARD, useClass: PausedInstitutionGuard },
  ],
})
export class AuthCoreModule {}
