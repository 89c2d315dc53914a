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

/** Candidates kept per address of a batch (as many as geocode() answers by default). */
const ROW_CANDIDATES = 10;

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

  /**
   * Road and lot readings of many addresses at once (the spreadsheet import), the same answer as
   * geocode() per address: one statement finds the addresses whose main number matches for every
   * reading of the batch; a second, over the readings tried before the first such match only,
   * finds the nearest numbers (quality road). An address whose road and lot readings find nothing
   * and that has a text reading answers undefined (to be asked one by one).
   */
  async geocodeMany(list: readonly ParsedAddress[][]): Promise<(GeocodeCandidate[] | undefined)[]> {
    const keyed = list.flatMap((readings, item) =>
      readings.map((p, reading) => ({ item, reading, p })).filter((r) => r.p.kind !== 'text'),
    );
    const numbered = groupRows(await this.batch(keyed, true));
    const answers: (GeocodeCandidate[] | undefined)[] = list.map(() => []);
    // The reading of each address that found its main number first; the readings before it (all
    // of them when none did) are asked for their nearest numbers, as geocode() would have.
    const firstHit = new Map<number, number>();
    keyed.forEach((r, k) => {
      if (!firstHit.has(r.item) && numbered.has(k)) firstHit.set(r.item, r.reading);
    });
    const nearestKeys = [...keyed.keys()].filter((k) => {
      const hit = firstHit.get(keyed[k].item);
      return hit === undefined || keyed[k].reading < hit;
    });
    const near = groupRows(await this.batch(nearestKeys.map((k) => keyed[k]), false));
    const rowsOf = new Map<number, AddressRow[]>(numbered);
    nearestKeys.forEach((k, n) => rowsOf.set(k, near.get(n) ?? []));
    const tried = new Map<number, Array<{ reading: number; rows: AddressRow[] }>>();
    keyed.forEach((r, k) => {
      if (!tried.has(r.item)) tried.set(r.item, []);
      tried.get(r.item)?.push({ reading: r.reading, rows: rowsOf.get(k) ?? [] });
    });
    list.forEach((readings, item) => {
      for (const { reading, rows } of tried.get(item) ?? []) {
        const found = this.rank(readings[reading], rows);
        if (found.length) {
          answers[item] = found.sort((a, b) => b.score - a.score).slice(0, ROW_CANDIDATES).map((c) => ({ ...c, reading }));
          return;
        }
      }
      if (readings.some((p) => p.kind === 'text')) answers[item] = undefined;
    });
    return answers;
  }

  /**
   * One statement over many readings: per reading the addresses of its road (or dong) in the
   * region written, with the same main number (sameMain) or the nearest numbers, at most 20.
   */
  private async batch(
    readings: readonly { p: ParsedAddress }[],
    sameMain: boolean,
  ): Promise<Array<AddressRow & { k: number }>> {
    if (!readings.length) return [];
    const col = (f: (p: ParsedAddress) => unknown) => readings.map((r) => f(r.p));
    const region = `NOT EXISTS (SELECT 1 FROM unnest(string_to_array(q.region, ' ')) w
        WHERE strpos(replace(g.sgg_nm || g.emd_nm || coalesce(g.li_nm, ''), ' ', ''), w) = 0)
      AND (q.sido IS NULL OR g.sido_nm = q.sido) AND g.geom IS NOT NULL`;
    const lateral = (kind: 'road' | 'jibun') => {
      const [main, sub, where] =
        kind === 'road'
          ? ['buld_mnnm', 'buld_slno', 'g.rn = q.name AND g.udrt_yn = q.flag']
          : ['lnbr_mnnm', 'lnbr_slno', '(g.emd_nm = q.name OR g.li_nm = q.name) AND g.mntn_yn = q.flag'];
      return `SELECT q.k, c.* FROM q CROSS JOIN LATERAL (
          SELECT ${ADDRESS_COLUMNS}, g.${main} AS main, g.${sub} AS sub, g.mntn_yn AS san FROM geo_address g
          WHERE ${where} AND ${region}${sameMain ? ` AND g.${main} = q.main` : ''}
          ORDER BY abs(g.${main} - q.main), abs(g.${sub} - q.sub), g.${sub}, g.sgg_nm, g.road_addr LIMIT 20) c
        WHERE q.kind = '${kind}'`;
    };
    return (await this.db.query(
      `WITH q AS MATERIALIZED (
         SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::int[], $5::int[], $6::text[], $7::text[])
           WITH ORDINALITY AS u(kind, name, flag, main, sub, sido, region, k))
       ${lateral('road')} UNION ALL ${lateral('jibun')}`,
      [
        col((p) => p.kind),
        col((p) => (p.kind === 'road' ? p.road : p.dong)),
        col((p) => (p.kind === 'road' ? p.underground : p.san)),
        col((p) => p.main),
        col((p) => p.sub),
        col((p) => p.sido),
        col((p) => p.region.map(compactKey).join(' ')),
      ],
    )) as Array<AddressRow & { k: number }>;
  }

  private async road(p: ParsedAddress): Promise<GeocodeCandidate[]> {
    const rows = (await this.db.query(
      `SELECT ${ADDRESS_COLUMNS}, buld_mnnm AS main, buld_slno AS sub, mntn_yn AS san FROM geo_address
       WHERE rn = $1 AND udrt_yn = $2 AND geom IS NOT NULL
       ORDER BY abs(buld_mnnm - $3), buld_slno, sgg_nm, road_addr LIMIT 400`,
      [p.road, p.underground, p.main],
    )) as AddressRow[];
    return this.rank(p, rows);
  }

  private async lot(p: ParsedAddress): Promise<GeocodeCandidate[]> {
    const rows = (await this.db.query(
      `SELECT ${ADDRESS_COLUMNS}, lnbr_mnnm AS main, lnbr_slno AS sub, mntn_yn AS san FROM geo_address
       WHERE (emd_nm = $1 OR li_nm = $1) AND geom IS NOT NULL
       ORDER BY (mntn_yn = $2) DESC, abs(lnbr_mnnm - $3), lnbr_slno, sgg_nm, road_addr LIMIT 400`,
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

/** Rows of a batch by the (0-based) position of the reading they answer. */
function groupRows(rows: Array<AddressRow & { k: number | string }>): Map<number, AddressRow[]> {
  const out = new Map<number, AddressRow[]>();
  for (const { k, ...r } of rows) {
    const i = Number(k) - 1;
    const list = out.get(i) ?? [];
    list.push({ ...r, main: Number(r.main), sub: Number(r.sub) });
    out.set(i, list);
  }
  return out;
}
