import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ApiKeyAuthenticator } from './api-key.authenticator';
import { AccessTokenGuard } from './auth.guard';
import { InstitutionScopeGuard } from './institution-scope.guard';
import { IpAccessGuard } from './ip-access.guard';
import { JwtStrategy } from './jwt.strategy';
import { MenuAccessGuard } from './menu-access.guard';
import { RolesGuard } from './roles.guard';

/**
 * Authentication and authorization for every route: access token, role, IP allow-list,
 * institution scope and menu access, in that order.
 */
@Module({
  imports: [PassportModule],
  exports: [ApiKeyAuthenticator],
  providers: [
    JwtStrategy,
    ApiKeyAuthenticator,
    { provide: APP_GUARD, useClass: AccessTokenGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    // Order matters: who the caller is, then where from, then which institution and menu.
    { provide: APP_GUARD, useClass: IpAccessGuard },
    { provide: APP_GUARD, useClass: InstitutionScopeGuard },
    { provide: APP_GUARD, useClass: MenuAccessGuard },
  ],
})
export class AuthCoreModule {}
