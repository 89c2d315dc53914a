import { randomUUID } from 'node:crypto';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { LiveChannels, type LiveClient } from '../live';
import { LayerEventsQueryDto } from './dto/layer-history.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerAccess } from './layer-access.service';

/**
 * A layer's live events as server-sent events (docs/api-guide.md "Live editing"), for whoever may
 * view it: `hello` (the data version now and who is there), `changed` (a save or a restore by
 * someone: reload what it names), `presence`, `resync` (events may have been missed: reload) and
 * `ping` every 15 s. Opened with mode=edit (editors only) the caller is listed as editing.
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
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx and the ingress pass the stream on as it comes.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.socket?.setTimeout(0);
    const client: LiveClient = {
      id: randomUUID(),
      lyrId: layer.lyrId,
      person: { userId: user.userId, userNm: user.userNm },
      mode: q.mode ?? 'view',
      send: (event, data, id) => {
        if (res.writableEnded) return;
        res.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
    };
    res.on('close', () => void this.live.detach(client));
    await this.live.attach(client);
    const presence = await this.live.presence(layer.lyrId);
    const fresh = await this.access.find(layer.lyrId);
    client.send('hello', { lyrId: layer.lyrId, dataVersion: fresh.dataVersion, editors: presence.editors, viewers: presence.viewers }, fresh.dataVersion);
  }
}
