// The public face of the live module: other modules import only from here.
export type { LayerChangedEvent, LayerLiveEvent, LayerPresenceEvent, LiveClient, LiveLayer, LivePerson } from './live-events';
export { HEARTBEAT_MS, LiveChannels } from './live-channels.service';
export { LiveModule } from './live.module';
