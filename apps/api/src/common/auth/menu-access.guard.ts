import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { requestedInstitution } from './institution-scope.guard';
import { INSTT_SCOPE, MENU_ACCESS, type InsttScopeOptions } from './scope.decorators';

/** A route behind a menu the institution was denied answers 403, not only the hidden menu. */
@Injectable()
export class MenuAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const menuId = this.reflector.getAllAndOverride<string | undefined>(MENU_ACCESS, [context.getHandler(), context.getClass()]);
    if (!menuId) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    if (user?.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
    const scope = this.reflector.getAllAndOverride<InsttScopeOptions | undefined>(INSTT_SCOPE, [context.getHandler(), context.getClass()]);
    // The institution scope guard has already refused requests naming another institution.
    const insttCode = requestedInstitution(req, scope?.param ?? 'insttCode').codes[0] ?? user?.insttCode;
    if (!insttCode) return true;
    const rows: Array<{ access_at: string }> = await this.db.query(
      `SELECT access_at FROM menu_access WHERE instt_code = $1 AND menu_id = $2`,
      [insttCode, menuId],
    );
    if (rows[0]?.access_at === 'N') throw new DomainError('FORBIDDEN', 'error.menuNotAllowed');
    return true;
  }
}
