import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import type { ParsedAddress } from '../address-normalizer';
import { QUALITY_SCORE, type GeocodeCandidate, type Geocoder } from '../geocoder';
import { fetchJson, GeocoderUnavailable } from './external-fetch';

interface JusoItem {
  roadAddrPart1?: string;
  roadAddr?: string;
  jibunAddr?: string;
  bdNm?: string;
  zipNo?: string;
  siNm?: string;
  sggNm?: string;
  emdNm?: string;
  admCd?: string;
  rnMgtSn?: string;
  udrtYn?: string;
  buldMnnm?: string;
  buldSlno?: string;
  entX?: string;
  entY?: string;
}

interface JusoAnswer {
  results?: { common?: { errorCode?: string; errorMessage?: string }; juso?: JusoItem[] | null };
}

/**
 * The national road-name address API (business.juso.go.kr): addrLinkApi.do finds the addresses
 * (JUSO_API_KEY), addrCoordApi.do gives each one's entrance point in EPSG:5179
 * (JUSO_COORD_API_KEY), transformed here to EPSG:4326. Used only when both keys are set.
 */
@Injectable()
export class JusoGeocoder implements Geocoder {
  readonly name = 'juso' as const;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  available(): boolean {
    return Boolean(this.config.values.JUSO_API_KEY && this.config.values.JUSO_COORD_API_KEY);
  }

  async geocode(readings: ParsedAddress[], limit: number): Promise<GeocodeCandidate[]> {
    const v = this.config.values;
    const url = new URL(`${v.JUSO_API_URL.replace(/\/$/, '')}/addrLinkApi.do`);
    url.search = new URLSearchParams({
      confmKey: v.JUSO_API_KEY as string,
      currentPage: '1',
      countPerPage: String(Math.min(limit, 20)),
      keyword: readings[0].normalized,
      resultType: 'json',
    }).toString();
    const items = this.items((await fetchJson(this.config, url)) as JusoAnswer);
    const out: GeocodeCandidate[] = [];
    for (const item of items.slice(0, limit)) {
      const point = await this.point(item);
      if (!point) continue;
      const exact = items.length === 1;
      out.push({
        roadAddr: item.roadAddrPart1 ?? item.roadAddr ?? null,
        jibunAddr: item.jibunAddr ?? null,
        bldNm: item.bdNm || null,
        zip: item.zipNo ?? null,
        sido: item.siNm ?? null,
        sigungu: item.sggNm ?? null,
        emd: item.emdNm ?? null,
        x: point[0],
        y: point[1],
        quality: exact ? 'exact' : 'partial',
        score: exact ? QUALITY_SCORE.exact : QUALITY_SCORE.partial,
        provider: 'juso',
      });
    }
    return out;
  }

  private items(answer: JusoAnswer): JusoItem[] {
    const common = answer.results?.common;
    if (!common || common.errorCode !== '0') throw new GeocoderUnavailable(`juso: ${common?.errorCode ?? 'no answer'}`);
    return answer.results?.juso ?? [];
  }

  private async point(item: JusoItem): Promise<[number, number] | null> {
    const v = this.config.values;
    const url = new URL(`${v.JUSO_API_URL.replace(/\/$/, '')}/addrCoordApi.do`);
    url.search = new URLSearchParams({
      confmKey: v.JUSO_COORD_API_KEY as string,
      admCd: item.admCd ?? '',
      rnMgtSn: item.rnMgtSn ?? '',
      udrtYn: item.udrtYn ?? '0',
      buldMnnm: item.buldMnnm ?? '',
      buldSlno: item.buldSlno ?? '0',
      resultType: 'json',
    }).toString();
    const coord = this.items((await fetchJson(this.config, url)) as JusoAnswer)[0];
    const x = Number(coord?.entX);
    const y = Number(coord?.entY);
    if (!coord?.entX || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    const [p] = (await this.db.query(
      `SELECT ST_X(g) AS x, ST_Y(g) AS y FROM ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 5179), 4326) AS g`,
      [x, y],
    )) as { x: number; y: number }[];
    return [Number(p.x), Number(p.y)];
  }
}
