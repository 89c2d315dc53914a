import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import type { LiveChannels, LiveClient, LiveLayer } from '../live';

/**
 * Starts a server-sent event stream on `res` for the given layers and attaches it to the live
 * channels until the client goes away; answers the client (to send `hello`).
 */
export async function openLiveStream(live: LiveChannels, user: AuthUser, layers: LiveLayer[], res: Response): Promise<LiveClient> {
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
    layers,
    person: { userId: user.userId, userNm: user.userNm },
    send: (event, data, id) => {
      if (res.writableEnded) return;
      res.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
  res.on('close', () => void live.detach(client));
  await live.attach(client);
  return client;
}
