import { Injectable } from '@nestjs/common';
import { CONTENT_KINDS, LYR_TY_SE_CODES } from '@nuri/domain';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ContentAccessPolicy, callerOf, type ContentRef } from '../access';
import { Layer } from './entities/layer.entity';

/** A layer as the policy sees it (with its data holder: national layers have their own rule there). */
export function layerRef(layer: Pick<Layer, 'lyrId' | 'registerId' | 'insttCode'> & Partial<Pick<Layer, 'holdDataSeCode'>>): ContentRef {
  return { type: CONTENT_KINDS.LAYER, id: layer.lyrId, ownerId: layer.registerId, insttCode: layer.insttCode, holdDataSeCode: layer.holdDataSeCode };
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

  /**
   * The policy's viewers (national layers: every logged-in member). With `userMapId` (tiles,
   * features, attributes, thumbnails, OGC) also those who may view that map when its TOC holds
   * the layer (ContentAccessPolicy.canViewLayer).
   */
  async forView(user: AuthUser | undefined, lyrId: string, userMapId?: string | null): Promise<Layer> {
    const layer = await this.find(lyrId);
    await this.policy.assertViewLayer(callerOf(user), layerRef(layer), userMapId);
    return layer;
  }

  /** Whether the caller may edit the layer (shown on the detail so the builder can offer editing). */
  canEdit(user: AuthUser | undefined, layer: Layer): Promise<boolean> {
    return this.policy.canEdit(callerOf(user), layerRef(layer));
  }

  /** Whether the caller may view the layer (same rule as forView, without loading it again). */
  async canView(
    user: AuthUser | undefined,
    layer: Pick<Layer, 'lyrId' | 'registerId' | 'insttCode' | 'holdDataSeCode'>,
    userMapId?: string | null,
  ): Promise<boolean> {
    return this.policy.canViewLayer(callerOf(user), layerRef(layer), userMapId);
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
    if (layer.lyrTySeCode === LYR_TY_SE_CODES.TIFF || layer.lyrTySeCode === LYR_TY_SE_CODES.GROUP) {
      throw new DomainError('CONFLICT', 'layer.notVector');
    }
    if (layer.lyrSttusCode !== 'READY' || !layer.tableNm || !layer.geomColumn || !layer.srid) {
      throw new DomainError('CONFLICT', 'layer.notReady');
    }
  }
}
