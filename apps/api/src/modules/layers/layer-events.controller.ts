import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { LiveChannels } from '../live';
import { LayerEventsQueryDto } from './dto/layer-history.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerAccess } from './layer-access.service';
import { openLiveStream } from './live-stream';

/**
 * A layer's live events as server-sent events (docs/api-guide.md "Live editing"), for whoever may
 * view it: `hello` (the data version now and who is there), `changed` (a save or a restore by
 * someone: reload what it names), `presence`, `resync` (events may have been missed: reload) and
 * `ping` every 15 s. Opened with mode=edit (editors only) the caller is listed as editing.
 * A map's layers share one stream instead: GET /api/live/events (LiveEventsController).
 */
@ApiTags('layers')
@Controller('layers')
export class LayerEventsController {
  constructor(
    private readonly access: LayerAccess,
    private readonly live: LiveChannels,
  ) {}

  @ApiKeyScope('contents:read')
  @Get(':lyrId/events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream: hello, changed, presence, resync, ping' })
  async events(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Query() q: LayerEventsQueryDto, @Res() res: Response): Promise<void> {
    const layer = q.mode === 'edit' ? await this.access.forEdit(user, p.lyrId) : await this.access.forView(user, p.lyrId);
    const client = await openLiveStream(this.live, user, [{ lyrId: layer.lyrId, mode: q.mode ?? 'view' }], res);
    const presence = await this.live.presence(layer.lyrId);
    const fresh = await this.access.find(layer.lyrId);
    client.send('hello', { lyrId: layer.lyrId, dataVersion: fresh.dataVersion, editors: presence.editors, viewers: presence.viewers }, fresh.dataVersion);
  }
}
