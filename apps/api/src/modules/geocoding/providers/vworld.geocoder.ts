import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import type { ParsedAddress } from '../address-normalizer';
import { QUALITY_SCORE, type GeocodeCandidate, type Geocoder } from '../geocoder';
import { fetchJson, GeocoderUnavailable } from './external-fetch';

interface VworldAnswer {
  response?: {
    status?: string;
    error?: { text?: string };
    result?: { point?: { x?: string; y?: string } };
    refined?: { text?: string; structure?: { level1?: string; level2?: string; level4L?: string; level4A?: string; level5?: string } };
  };
}

/**
 * VWorld's geocoder (api.vworld.kr/req/address, getcoord, EPSG:4326): one point per address,
 * type road for road readings and parcel for lot numbers. Used only with VWORLD_API_KEY.
 */
@Injectable()
export class VworldGeocoder implements Geocoder {
  readonly name = 'vworld' as const;

  constructor(private readonly config: AppConfig) {}

  available(): boolean {
    return Boolean(this.config.values.VWORLD_API_KEY);
  }

  async geocode(readings: ParsedAddress[]): Promise<GeocodeCandidate[]> {
    const v = this.config.values;
    for (const p of readings) {
      const url = new URL(v.VWORLD_GEOCODER_URL);
      url.search = new URLSearchParams({
        service: 'address',
        request: 'getcoord',
        version: '2.0',
        crs: 'epsg:4326',
        address: p.normalized,
        refine: 'true',
        simple: 'false',
        format: 'json',
        type: p.kind === 'jibun' ? 'parcel' : 'road',
        key: v.VWORLD_API_KEY as string,
      }).toString();
      const res = ((await fetchJson(this.config, url)) as VworldAnswer).response;
      if (res?.status === 'NOT_FOUND') continue;
      if (res?.status !== 'OK') throw new GeocoderUnavailable(`vworld: ${res?.status ?? 'no answer'} ${res?.error?.text ?? ''}`);
      const x = Number(res.result?.point?.x);
      const y = Number(res.result?.point?.y);
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      const s = res.refined?.structure;
      const text = res.refined?.text ?? p.normalized;
      return [
        {
          roadAddr: p.kind === 'jibun' ? null : text,
          jibunAddr: p.kind === 'jibun' ? text : null,
          bldNm: null,
          zip: null,
          sido: s?.level1 ?? null,
          sigungu: s?.level2 ?? null,
          emd: s?.level4L || s?.level4A || null,
          x,
          y,
          quality: 'exact',
          score: QUALITY_SCORE.exact,
          provider: 'vworld',
        },
      ];
    }
    return [];
  }
}
