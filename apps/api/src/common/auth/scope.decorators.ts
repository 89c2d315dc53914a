import { SetMetadata } from '@nestjs/common';

export const INSTT_SCOPE = 'nuri:instt-scope';
export const MENU_ACCESS = 'nuri:menu-access';

export interface InsttScopeOptions {
  /** Where the institution code is read: route param, then query, then body (default 'insttCode'). */
  param?: string;
  /** Only the institution's admins (14) and provider admins (4). */
  adminOnly?: boolean;
}

/**
 * The route belongs to the institution named in the request: members of another institution
 * get 403 (provider admins pass).
 */
export const InsttScoped = (options: InsttScopeOptions = {}): MethodDecorator & ClassDecorator =>
  SetMetadata(INSTT_SCOPE, { param: 'insttCode', adminOnly: false, ...options });

/** The route sits behind an access-controlled menu: an institution denied it gets 403. */
export const MenuAccessRequired = (menuId: string): MethodDecorator & ClassDecorator => SetMetadata(MENU_ACCESS, menuId);
