import { Module } from '@nestjs/common';

/** Map proxies /map/wms and /map/wfs to configured upstreams (issue: base maps, web maps and the map builder). */
@Module({})
export class MapProxyModule {}
