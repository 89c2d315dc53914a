import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';
import type { LayerLiveEvent, LayerPresenceEvent, LiveClient, LivePerson } from './live-events';

/** How often each process renews its clients' presence, and how long an entry lives without it. */
export const PRESENCE_REFRESH_MS = 15_000;
const PRESENCE_TTL_MS = 45_000;
/** A comment line keeps idle streams open through proxies (nginx, the ingress: 60–120 s). */
export const HEARTBEAT_MS = 15_000;

interface PresenceEntry extends LivePerson {
  mode: 'view' | 'edit';
  until: number;
}

/**
 * Live updates of layers across API processes (docs/architecture.md "Live editing"). Saves are
 * published on a Redis channel per layer; every process holding event streams of that layer
 * passes them on (a stream may follow one layer or many: a map's layers over one connection). Presence (who has the layer open, and for editing) is a Redis hash per layer
 * that each process renews for its own streams, so a process that dies leaves no ghost for longer
 * than the entry's lifetime. After a Redis reconnection the process tells its streams to resync
 * (messages may have been missed); after an API restart the clients reconnect and resync.
 */
@Injectable()
export class LiveChannels implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveChannels.name);
  private subscriber: Redis | null = null;
  private readonly clients = new Map<string, Set<LiveClient>>();
  private timers: NodeJS.Timeout[] = [];
  private readonly prefix: string;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    // Channels span every database of a Redis server: the database number keeps environments apart.
    this.prefix = `nuri:live:${redis.options.db ?? 0}`;
  }

  /** Announces an event of a layer to every process (and so every stream of it). */
  async publish(event: LayerLiveEvent): Promise<void> {
    try {
      await this.redis.publish(`${this.prefix}:layer:${event.lyrId}`, JSON.stringify(event));
    } catch (e) {
      // The save is stored; viewers catch up at their next resync.
      this.logger.warn(`live event not published: ${(e as Error).message}`);
    }
  }

  /** Opens a stream: the client receives its layers' events until `detach`. */
  async attach(client: LiveClient): Promise<void> {
    this.ensureSubscribed();
    for (const { lyrId } of client.layers) {
      let set = this.clients.get(lyrId);
      if (!set) this.clients.set(lyrId, (set = new Set()));
      set.add(client);
    }
    await this.touch([client]);
    await Promise.all(client.layers.map((l) => this.announcePresence(l.lyrId)));
  }

  async detach(client: LiveClient): Promise<void> {
    await Promise.all(
      client.layers.map(async ({ lyrId }) => {
        const set = this.clients.get(lyrId);
        set?.delete(client);
        if (set && !set.size) this.clients.delete(lyrId);
        await this.redis.hdel(this.presenceKey(lyrId), client.id).catch(() => undefined);
        await this.announcePresence(lyrId);
      }),
    );
  }

  /** Who has the layer open now (entries not renewed in time are left out). */
  async presence(lyrId: string): Promise<LayerPresenceEvent> {
    const raw = await this.redis.hgetall(this.presenceKey(lyrId)).catch(() => ({}) as Record<string, string>);
    const now = Date.now();
    const editors = new Map<string, LivePerson>();
    let viewers = 0;
    for (const value of Object.values(raw)) {
      const entry = parse<PresenceEntry>(value);
      if (!entry || entry.until < now) continue;
      if (entry.mode === 'edit') editors.set(entry.userId, { userId: entry.userId, userNm: entry.userNm });
      else viewers += 1;
    }
    return { type: 'presence', lyrId, editors: [...editors.values()], viewers };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const all = this.allClients();
    await Promise.all(all.flatMap((c) => c.layers.map((l) => this.redis.hdel(this.presenceKey(l.lyrId), c.id).catch(() => undefined))));
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub?.status === 'ready') await sub.quit().catch(() => sub.disconnect());
    else sub?.disconnect();
  }

  private async announcePresence(lyrId: string): Promise<void> {
    await this.publish(await this.presence(lyrId));
  }

  /** One subscription per process, made when the first stream opens. */
  private ensureSubscribed(): void {
    if (this.subscriber) return;
    const sub = this.redis.duplicate({ connectionName: 'nuri-live', maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.subscriber = sub;
    let subscribedOnce = false;
    sub.on('pmessage', (_pattern: string, channel: string, message: string) => {
      const lyrId = channel.slice(`${this.prefix}:layer:`.length);
      const event = parse<LayerLiveEvent>(message);
      if (event) for (const c of this.clients.get(lyrId) ?? []) c.send(event.type, event, event.type === 'changed' ? event.dataVersion : undefined);
    });
    // ioredis subscribes again after a reconnection and reports ready: what came meanwhile is lost.
    sub.on('ready', () => {
      if (subscribedOnce) for (const c of this.allClients()) c.send('resync', { reason: 'reconnected' });
      subscribedOnce = true;
    });
    sub.on('error', () => undefined);
    sub.psubscribe(`${this.prefix}:layer:*`).catch((e: Error) => this.logger.warn(`live subscription failed: ${e.message}`));
    this.timers.push(
      setInterval(() => void this.touch(this.allClients()), PRESENCE_REFRESH_MS).unref(),
      setInterval(() => {
        for (const c of this.allClients()) c.send('ping', {});
      }, HEARTBEAT_MS).unref(),
    );
  }

  private async touch(clients: LiveClient[]): Promise<void> {
    const until = Date.now() + PRESENCE_TTL_MS;
    for (const c of clients) {
      const batch = this.redis.multi();
      for (const l of c.layers) {
        const key = this.presenceKey(l.lyrId);
        const entry: PresenceEntry = { ...c.person, mode: l.mode, until };
        batch.hset(key, c.id, JSON.stringify(entry)).pexpire(key, PRESENCE_TTL_MS);
      }
      await batch.exec().catch(() => undefined);
    }
  }

  /** Every stream of this process once (a stream of many layers is in many sets). */
  private allClients(): LiveClient[] {
    return [...new Set([...this.clients.values()].flatMap((s) => [...s]))];
  }

  private presenceKey(lyrId: string): string {
    return `${this.prefix}:presence:${lyrId}`;
  }
}

function parse<T>(raw: string): T | null {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
