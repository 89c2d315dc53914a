import { Module } from '@nestjs/common';
import { MapProxyController } from './map-proxy.controller';
import { MapProxyService } from './map-proxy.service';

/**
 * Map proxies /map/wms and /map/wfs to configured upstreams, and /map/services (issue: base
 * maps, web maps and the map builder).
 */
@Module({
  controllers: [MapProxyController],
  providers: [MapProxyService],
})
export class MapProxyModule {}
