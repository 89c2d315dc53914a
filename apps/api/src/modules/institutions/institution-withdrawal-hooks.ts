import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An institution leaving the platform: its members have just moved to openBiz. */
export interface InstitutionWithdrawal {
  insttCode: string;
  /** The openBiz institution. */
  toInsttCode: string;
  /** The members moved (now members, 12, of toInsttCode). */
  userIds: string[];
}

/** Runs inside the withdrawal transaction: a failure undoes the whole withdrawal. */
export type WithdrawalHook = (tx: EntityManager, withdrawal: InstitutionWithdrawal) => Promise<void>;

/**
 * Features whose rows follow their owners register here (e.g. contents moving their insttCode
 * to openBiz so members keep their own contents; invitations being cancelled). Hooks run in
 * registration order, in the same transaction as the withdrawal.
 */
@Injectable()
export class InstitutionWithdrawalHooks {
  private readonly hooks = new Map<string, WithdrawalHook>();

  register(name: string, hook: WithdrawalHook): void {
    if (this.hooks.has(name)) throw new Error(`a withdrawal hook named ${name} is already registered`);
    this.hooks.set(name, hook);
  }

  async run(tx: EntityManager, withdrawal: InstitutionWithdrawal): Promise<void> {
    for (const hook of this.hooks.values()) await hook(tx, withdrawal);
  }
}
