import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { containsPattern } from '../../../common/db/search-text';
import { compactKey, type ParsedAddress } from '../address-normalizer';
import { QUALITY_SCORE, type GeocodeCandidate, type Geocoder, type MatchQuality } from '../geocoder';

interface AddressRow {
  road_addr: string;
  jibun_addr: string;
  buld_nm: string | null;
  zip: string | null;
  sido_nm: string;
  sgg_nm: string;
  emd_nm: string;
  li_nm: string | null;
  main: number;
  sub: number;
  san: boolean;
  x: number;
  y: number;
}

export const ADDRESS_COLUMNS = `road_addr, jibun_addr, buld_nm, zip, sido_nm, sgg_nm, emd_nm, li_nm, ST_X(geom) AS x, ST_Y(geom) AS y`;

/** Every region word written (시군구, 읍면동) appears in the row's region; a different province excludes. */
function regionMatches(p: ParsedAddress, r: AddressRow): boolean | null {
  if (p.sido && p.sido !== r.sido_nm) return null;
  const region = compactKey(`${r.sgg_nm}${r.emd_nm}${r.li_nm ?? ''}`);
  return p.region.every((w) => region.includes(w));
}

export function toCandidate(r: AddressRow, quality: MatchQuality, score: number): GeocodeCandidate {
  return {
    roadAddr: r.road_addr,
    jibunAddr: r.jibun_addr,
    bldNm: r.buld_nm || null,
    zip: r.zip,
    sido: r.sido_nm,
    sigungu: r.sgg_nm,
    emd: r.emd_nm,
    x: Number(r.x),
    y: Number(r.y),
    quality,
    score: Math.round(score * 1000) / 1000,
    provider: 'gazetteer',
  };
}

/**
 * The built-in gazetteer (geo_address, loaded from the Ministry's files): needs no internet.
 * A road reading matches road name and building number, a lot reading dong (or ri) and lot
 * number; region words written narrow the answer and never contradict it. Without an exact
 * number the nearest building of the road is given (quality road); text without a number
 * matches building names and the compact address keys (pg_trgm).
 */
@Injectable()
export class GazetteerGeocoder implements Geocoder {
  readonly name = 'gazetteer' as const;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  available(): boolean {
    return true;
  }

  async geocode(readings: ParsedAddress[], limit: number): Promise<GeocodeCandidate[]> {
    for (const [i, p] of readings.entries()) {
      const found = p.kind === 'road' ? await this.road(p) : p.kind === 'jibun' ? await this.lot(p) : await this.text(p, limit);
      if (found.length) return found.sort((a, b) => b.score - a.score).slice(0, limit).map((c) => ({ ...c, reading: i }));
    }
    return [];
  }

  private async road(p: ParsedAddress): Promise<GeocodeCandidate[]> {
    const rows = (await this.db.query(
      `SELECT ${ADDRESS_COLUMNS}, buld_mnnm AS main, buld_slno AS sub, mntn_yn AS san FROM geo_address
       WHERE rn = $1 AND udrt_yn = $2 AND geom IS NOT NULL
       ORDER BY abs(buld_mnnm - $3), buld_slno LIMIT 400`,
      [p.road, p.underground, p.main],
    )) as AddressRow[];
    return this.rank(p, rows);
  }

  private async lot(p: ParsedAddress): Promise<GeocodeCandidate[]> {
    const rows = (await this.db.query(
      `SELECT ${ADDRESS_COLUMNS}, lnbr_mnnm AS main, lnbr_slno AS sub, mntn_yn AS san FROM geo_address
       WHERE (emd_nm = $1 OR li_nm = $1) AND geom IS NOT NULL
       ORDER BY (mntn_yn = $2) DESC, abs(lnbr_mnnm - $3), lnbr_slno LIMIT 400`,
      [p.dong, p.san, p.main],
    )) as AddressRow[];
    return this.rank(p, rows);
  }

  /** Exact and partial matches per region; without any, the nearest number per region (road). */
  private rank(p: ParsedAddress, rows: AddressRow[]): GeocodeCandidate[] {
    const inRegion = rows.filter((r) => regionMatches(p, r) === true && (p.kind !== 'jibun' || r.san === p.san));
    const exact = inRegion.filter((r) => r.main === p.main && r.sub === p.sub);
    if (exact.length) return exact.map((r) => toCandidate(r, 'exact', QUALITY_SCORE.exact));
    const partial = inRegion.filter((r) => r.main === p.main);
    if (partial.length) return partial.map((r) => toCandidate(r, 'partial', QUALITY_SCORE.partial - 0.01 * Math.abs(r.sub - p.sub)));
    // The nearest number on the road (or in the dong), once per district.
    const nearest = new Map<string, AddressRow>();
    for (const r of inRegion) if (!nearest.has(r.sgg_nm)) nearest.set(r.sgg_nm, r);
    return [...nearest.values()].map((r) =>
      toCandidate(r, 'road', QUALITY_SCORE.road - Math.min(0.3, Math.abs(r.main - (p.main ?? 0)) / 1000)),
    );
  }

  private async text(p: ParsedAddress, limit: number): Promise<GeocodeCandidate[]> {
    if (p.compact.length < 2) return [];
    const rows = (await this.db.query(
      `SELECT ${ADDRESS_COLUMNS}, buld_mnnm AS main, buld_slno AS sub, mntn_yn AS san,
         greatest(similarity(road_key, $2), similarity(coalesce(buld_nm, ''), $3)) AS sim
       FROM geo_address
       WHERE geom IS NOT NULL AND (road_key LIKE $1 OR jibun_key LIKE $1 OR buld_nm ILIKE $4)
       ORDER BY (buld_nm = $3) DESC, sim DESC, road_key LIMIT $5`,
      [containsPattern(p.compact), p.compact, p.normalized, containsPattern(p.normalized), limit],
    )) as (AddressRow & { sim: number })[];
    return rows.map((r) => toCandidate(r, 'text', QUALITY_SCORE.text + 0.5 * Math.min(1, Number(r.sim))));
  }
}
