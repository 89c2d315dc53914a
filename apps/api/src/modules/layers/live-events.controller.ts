import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { DomainError } from '../../common/errors/domain-error';
import { LiveChannels, type LiveLayer } from '../live';
import { LiveEventsQueryDto } from './dto/layer-history.dto';
import { LayerAccess } from './layer-access.service';
import { openLiveStream } from './live-stream';

/**
 * Live events of many layers over one connection (docs/api-guide.md "Live editing"): a map's
 * layers without one stream each (browsers hold at most 6 connections per host over HTTP/1.1).
 * Each layer is checked by the content-access policy like GET /api/layers/{id}/events; layers the
 * caller may not view (or that do not exist) are skipped and named in `hello.skipped`, so one
 * layer withdrawn from a map does not stop the others; 403 when none is left. With mode=edit the
 * caller is listed as editing in the layers they may edit and as viewing in the others.
 * Events: `hello` ({ layers: [{ lyrId, dataVersion, editors, viewers }], skipped }), then
 * `changed` and `presence` naming their lyrId, `resync` and `ping` as the one-layer stream.
 */
@ApiTags('layers')
@Controller('live')
export class LiveEventsController {
  constructor(
    private readonly access: LayerAccess,
    private readonly live: LiveChannels,
  ) {}

  @ApiKeyScope('contents:read')
  @Get('events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream: hello, changed, presence, resync, ping' })
  async events(@CurrentUser() user: AuthUser, @Query() q: LiveEventsQueryDto, @Res() res: Response): Promise<void> {
    const layers: LiveLayer[] = [];
    const skipped: string[] = [];
    for (const lyrId of q.lyrIds) {
      const layer = await this.access.forView(user, lyrId).catch(skip);
      if (!layer) skipped.push(lyrId);
      else layers.push({ lyrId: layer.lyrId, mode: q.mode === 'edit' && (await this.access.canEdit(user, layer)) ? 'edit' : 'view' });
    }
    if (!layers.length) throw new DomainError('FORBIDDEN', 'live.noLayerViewable');
    const client = await openLiveStream(this.live, user, layers, res);
    const states = await Promise.all(
      layers.map(async ({ lyrId }) => {
        const [presence, fresh] = await Promise.all([this.live.presence(lyrId), this.access.find(lyrId)]);
        return { lyrId, dataVersion: fresh.dataVersion, editors: presence.editors, viewers: presence.viewers };
      }),
    );
    client.send('hello', { layers: states, skipped });
  }
}

/** A layer refused or missing is skipped; anything else is a failure of the request. */
function skip(e: unknown): null {
  if (e instanceof DomainError && (e.code === 'FORBIDDEN' || e.code === 'NOT_FOUND')) return null;
  throw e;
}
