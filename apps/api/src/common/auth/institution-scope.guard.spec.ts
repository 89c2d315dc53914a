import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';
import { InstitutionScopeGuard, requestedInstitution } from './institution-scope.guard';
import { INSTT_SCOPE } from './scope.decorators';

const req = (parts: { params?: object; query?: object; body?: object }, user?: Partial<AuthUser>) =>
  ({ params: parts.params ?? {}, query: parts.query ?? {}, body: parts.body, user }) as unknown as Request & { user?: AuthUser };

function contextFor(request: Request): ExecutionContext {
  return {
    getHandler: () => () => undefined,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('institution scope', () => {
  const reflector = new Reflector();
  jest.spyOn(reflector, 'getAllAndOverride').mockImplementation((key) =>
    key === INSTT_SCOPE ? { param: 'insttCode', adminOnly: false } : undefined,
  );
  const guard = new InstitutionScopeGuard(reflector);
  const member = { userId: 'm1', userSeCode: 12 as const, insttCode: 'seoul' };

  it('collects every institution code the request names', () => {
    expect(requestedInstitution(req({ params: { insttCode: 'a' }, query: { insttCode: 'b' }, body: { insttCode: 'a' } }), 'insttCode')).toEqual({
      codes: ['a', 'b'],
      malformed: false,
    });
    expect(requestedInstitution(req({ query: { insttCode: ['a', 'b'] } }), 'insttCode').malformed).toBe(true);
  });

  it('lets a member act on their own institution, wherever it is named', () => {
    expect(guard.canActivate(contextFor(req({ params: { insttCode: 'seoul' } }, member)))).toBe(true);
    expect(guard.canActivate(contextFor(req({ body: { insttCode: 'seoul' } }, member)))).toBe(true);
  });

  it('refuses a foreign code hidden in the body behind the own code in the query', () => {
    expect(() => guard.canActivate(contextFor(req({ query: { insttCode: 'seoul' }, body: { insttCode: 'busan' } }, member)))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('refuses array or object values', () => {
    expect(() => guard.canActivate(contextFor(req({ query: { insttCode: ['seoul', 'busan'] } }, member)))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('lets provider admins act on any institution', () => {
    expect(guard.canActivate(contextFor(req({ params: { insttCode: 'busan' } }, { ...member, userSeCode: 4 })))).toBe(true);
  });
});
