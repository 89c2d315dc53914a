import { RateLimitModule } from '../../common/rate-limit/rate-limiter';
import { Module } from '@nestjs/common';
import { GeocodingController } from './geocoding.controller';
import { GEOCODERS, GeocodingService } from './geocoding.service';
import { SuggestFrontRoute } from './suggest-front-route';
import { GazetteerGeocoder } from './providers/gazetteer.geocoder';
import { JusoGeocoder } from './providers/juso.geocoder';
import { VworldGeocoder } from './providers/vworld.geocoder';

/** Addresses and districts (issue 23): the geocoder chain, the gazetteer, reverse and district search. */
@Module({
  // The rate limiter is global in the API; the worker (address spreadsheets) takes it from here.
  imports: [RateLimitModule],
  controllers: [GeocodingController],
  providers: [
    GazetteerGeocoder,
    JusoGeocoder,
    VworldGeocoder,
    {
      provide: GEOCODERS,
      useFactory: (a: GazetteerGeocoder, b: JusoGeocoder, c: VworldGeocoder) => [a, b, c],
      inject: [GazetteerGeocoder, JusoGeocoder, VworldGeocoder],
    },
    GeocodingService,
    SuggestFrontRoute,
  ],
  exports: [GeocodingService, SuggestFrontRoute],
})
export class GeocodingModule {}
