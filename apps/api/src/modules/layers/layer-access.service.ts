import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ContentAccessPolicy } from '../access/content-access.service';
import type { Caller, ContentRef } from '../access/content-access.types';
import { Layer } from './entities/layer.entity';

/** The caller as the policy sees them (anonymous is null). */
export function callerOf(user: AuthUser | undefined): Caller {
  return user ? { userId: user.userId, userSeCode: user.userSeCode, insttCode: user.insttCode } : null;
}

export function layerRef(layer: Pick<Layer, 'lyrId' | 'registerId' | 'insttCode'>): ContentRef {
  return { type: 'LYR', id: layer.lyrId, ownerId: layer.registerId, insttCode: layer.insttCode };
}

/**
 * Loads layers for the routes of every layer feature (records, tiles, features, downloads)
 * and applies the content-access policy: 404 for unknown ids, 403 when not allowed.
 */
@Injectable()
export class LayerAccess {
  constructor(
    @InjectRepository(Layer) private readonly layers: Repository<Layer>,
    private readonly policy: ContentAccessPolicy,
  ) {}

  async find(lyrId: string): Promise<Layer> {
    const layer = await this.layers.findOneBy({ lyrId });
    if (!layer) throw new DomainError('NOT_FOUND', 'error.notFound');
    return layer;
  }

  async forView(user: AuthUser | undefined, lyrId: string): Promise<Layer> {
    const layer = await this.find(lyrId);
    await this.policy.assertView(callerOf(user), layerRef(layer));
    return layer;
  }

  async forEdit(user: AuthUser | undefined, lyrId: string): Promise<Layer> {
    const layer = await this.find(lyrId);
    await this.policy.assertEdit(callerOf(user), layerRef(layer));
    return layer;
  }

  /** Delete, share and publish stay with the owner and the admins. */
  async forOwner(user: AuthUser | undefined, lyrId: string): Promise<Layer> {
    const layer = await this.find(lyrId);
    this.policy.assertOwnerOrAdmin(callerOf(user), layerRef(layer));
    return layer;
  }

  /** A vector layer that is ready to read (has its table). */
  requireVector(layer: Layer): asserts layer is Layer & { tableNm: string; geomColumn: string; srid: number } {
    if (layer.lyrSttusCode !== 'READY' || !layer.tableNm || !layer.geomColumn || !layer.srid) {
      throw new DomainError('CONFLICT', 'error.conflict');
    }
  }
}
