import { Module } from '@nestjs/common';
import { LiveChannels } from './live-channels.service';

/** Live updates of layers across processes: Redis pub/sub and presence (see LiveChannels). */
@Module({ providers: [LiveChannels], exports: [LiveChannels] })
export class LiveModule {}
