import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileExtension } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import type { LayerStyleDto } from './dto/style.dto';
import type { Layer } from './entities/layer.entity';
import { LayerAccess } from './layer-access.service';
import { SET_SLD_SQL, SET_STYLE_JSON_SQL } from './layer-style.queries';
import { checkSld, SLD_EXTENSIONS } from './style/sld-check';
import type { SldUpload } from './style/sld-upload.interceptor';

/**
 * Layer styles: the builder's JSON style (editors, any time) and an SLD document (editors, only
 * once the layer is published). Every change bumps the data version, which keys rendered caches.
 */
@Injectable()
export class LayerStyles {
  constructor(
    private readonly access: LayerAccess,
    private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async get(user: AuthUser, lyrId: string): Promise<LayerStyleDto> {
    return toStyleDto(await this.access.forView(user, lyrId));
  }

  /** The stored SLD document of a layer the caller may view (404 when there is none). */
  async sld(user: AuthUser, lyrId: string): Promise<string> {
    const layer = await this.access.forView(user, lyrId);
    if (!layer.sldCn) throw new DomainError('NOT_FOUND', 'layer.noSld');
    return layer.sldCn;
  }

  async setJson(user: AuthUser, lyrId: string, styleJson: Record<string, unknown>): Promise<LayerStyleDto> {
    await this.access.forEdit(user, lyrId);
    await this.db.query(SET_STYLE_JSON_SQL, [lyrId, JSON.stringify(styleJson), await this.clock.now()]);
    return this.get(user, lyrId);
  }

  /** Stores an SLD: 409 unless published, 415 for other file types, 413 over 1 MB, 400 unless valid SLD XML. */
  async setSld(user: AuthUser, lyrId: string, upload: SldUpload | undefined): Promise<LayerStyleDto> {
    const layer = await this.access.forEdit(user, lyrId);
    if (layer.publishAt !== 'Y') throw new DomainError('CONFLICT', 'layer.sldNotPublished');
    if (!upload || upload.bytes.length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'layer.sldRequired', {}, [{ field: 'file', message: 'layer.sldRequired' }]);
    }
    if (upload.fileName !== null && !(SLD_EXTENSIONS as readonly string[]).includes(fileExtension(upload.fileName))) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'layer.sldExtension');
    }
    const text = checkSld(upload.bytes);
    await this.db.query(SET_SLD_SQL, [lyrId, text, await this.clock.now()]);
    return this.get(user, lyrId);
  }

  async removeSld(user: AuthUser, lyrId: string): Promise<LayerStyleDto> {
    await this.access.forEdit(user, lyrId);
    await this.db.query(SET_SLD_SQL, [lyrId, null, await this.clock.now()]);
    return this.get(user, lyrId);
  }
}

function toStyleDto(layer: Layer): LayerStyleDto {
  return {
    styleJson: layer.styleJson,
    sldAt: layer.sldCn ? 'Y' : 'N',
    sld: layer.sldCn,
    publishAt: layer.publishAt,
    dataVersion: layer.dataVersion,
  };
}
