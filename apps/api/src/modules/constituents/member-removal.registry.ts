import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A member leaving an institution (removed by an admin), seen by the features that own data. */
export interface MemberRemoval {
  insttCode: string;
  userId: string;
  /**
   * Who takes over what the member owned inside the institution: the institution's master
   * account (null only for an institution without a master).
   */
  successorId: string | null;
  /** The removal's transaction: a handler's writes commit or roll back with the removal. */
  tx: EntityManager;
}

export interface MemberRemovalHandler {
  /** Name for logs and errors (e.g. 'groups', 'layers'). */
  readonly name: string;
  handle(removal: MemberRemoval): Promise<void>;
}

/**
 * Features that own per-member data inside an institution register a handler here (in their
 * module's onModuleInit) and the constituents service runs them all when a member is removed.
 * The rule they follow: contents (maps, themed apps, layers, gallery requests) stay with the
 * institution and their ownership passes to `successorId`, the institution's master; personal
 * things that make no sense without the member (group memberships) are dropped.
 */
@Injectable()
export class MemberRemovalHandlers {
  private readonly handlers = new Map<string, MemberRemovalHandler>();

  register(handler: MemberRemovalHandler): void {
    if (this.handlers.has(handler.name)) throw new Error(`member removal handler '${handler.name}' registered twice`);
    this.handlers.set(handler.name, handler);
  }

  /** Names of the registered handlers, in registration order. */
  names(): string[] {
    return [...this.handlers.keys()];
  }

  async runAll(removal: MemberRemoval): Promise<void> {
    for (const handler of this.handlers.values()) await handler.handle(removal);
  }
}
