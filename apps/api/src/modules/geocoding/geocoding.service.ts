import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { normalizeIp } from '../../common/auth/client-ip';
import { containsPattern } from '../../common/db/search-text';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { parseReadings, type ParsedAddress } from './address-normalizer';
import type {
  AddressCoordQueryDto,
  AddressCoordResultDto,
  AddressSearchResultDto,
  AddressSuggestionDto,
  DistrictDto,
  DistrictRefDto,
} from './dto/geocoding.dto';
import type { GeocodeCandidate, Geocoder } from './geocoder';
import { GeocoderUnavailable } from './providers/external-fetch';
import { GazetteerGeocoder } from './providers/gazetteer.geocoder';
import { rowMatch, type RowMatch } from './row-match';

export const GEOCODERS = Symbol('GEOCODERS');

/** Korea as the spec bounds it (§9: latitude 33 to 38.5, longitude 124 to 132). */
export const KOREA_BOUNDS = { minX: 124, maxX: 132, minY: 33, maxY: 38.5 };

/** Characters an address never needs; text with them (SQL, markup) is refused, not searched. */
const FORBIDDEN = /[;'"`\\<>{}=*|$%^!?@&[\]]|--/;

/** Rows of an address spreadsheet asked of the provider chain at once (external providers are HTTP calls). */
const ROW_CONCURRENCY = 4;

const SUGGEST_COLUMNS = `road_addr AS "roadAddr", jibun_addr AS "jibunAddr", buld_nm AS "bldNm", ST_X(geom) AS x, ST_Y(geom) AS y`;

/**
 * Address search (addrgeo, spec 001 §2 address search widget, §7 /address/coord): forward
 * geocoding through the providers in GEOCODER_ORDER (the first that finds the address answers;
 * one that fails is skipped and logged), search-as-you-type on the gazetteer, reverse
 * geocoding and administrative district search. Every call is rate limited per client address.
 */
@Injectable()
export class GeocodingService {
  private readonly logger = new Logger(GeocodingService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    @Inject(GEOCODERS) private readonly geocoders: Geocoder[],
  ) {}

  /** The providers asked, in order: GEOCODER_ORDER without those missing their keys. */
  order(): Geocoder[] {
    return this.config.values.GEOCODER_ORDER.map((n) => this.geocoders.find((g) => g.name === n)).filter(
      (g): g is Geocoder => Boolean(g?.available()),
    );
  }

  async search(q: string, size: number, clientIp?: string): Promise<AddressSearchResultDto> {
    await this.limit(clientIp);
    return this.geocode(q, size);
  }

  /** Forward geocoding without the rate limit (the spreadsheet import calls it per row). */
  async geocode(q: string, size = 10): Promise<AddressSearchResultDto> {
    const readings = this.read(q);
    const first = readings[0];
    const base = { query: q, normalized: first.normalized, kind: first.kind, detail: first.detail };
    let failures = 0;
    for (const g of this.order()) {
      let found: GeocodeCandidate[];
      try {
        found = await g.geocode(readings, size);
      } catch (e) {
        if (!(e instanceof GeocoderUnavailable)) throw e;
        failures++;
        this.logger.warn(`geocoder ${g.name} failed: ${e.message}`);
        continue;
      }
      if (found.length) {
        const best = found[0].score;
        const matched = readings[found[0].reading ?? 0] ?? first;
        return {
          query: q,
          normalized: matched.normalized,
          kind: matched.kind,
          detail: matched.detail,
          ambiguous: found.filter((c) => c.score === best).length > 1,
          provider: g.name,
          candidates: found.map(({ reading: _reading, ...c }) => c),
        };
      }
    }
    if (failures && failures === this.order().length) throw new DomainError('SERVICE_UNAVAILABLE', 'address.providersFailed');
    return { ...base, ambiguous: false, provider: null, candidates: [] };
  }

  /**
   * The addresses of a spreadsheet's rows (the import worker, a batch at a time), each as
   * rowMatch reads geocode()'s answer. When the built-in gazetteer is first in GEOCODER_ORDER it
   * answers the whole batch in two statements (GazetteerGeocoder.geocodeMany); only the rows it
   * cannot settle (nothing found while other providers are configured, or a place name to search
   * as text) go through geocode() one by one. Otherwise every row goes through geocode().
   */
  async geocodeRows(addresses: readonly (string | null)[]): Promise<RowMatch[]> {
    const out: RowMatch[] = addresses.map(() => ({ status: 'unmatched', reason: 'empty' }));
    const asked: Array<{ i: number; text: string; readings: ParsedAddress[] }> = [];
    addresses.forEach((raw, i) => {
      const text = (raw ?? '').trim();
      if (!text) return;
      if (FORBIDDEN.test(text)) out[i] = { status: 'unmatched', reason: 'invalidText' };
      else asked.push({ i, text, readings: parseReadings(text) });
    });
    const order = this.order();
    const gazetteer = order[0] instanceof GazetteerGeocoder ? order[0] : null;
    let oneByOne = asked;
    if (gazetteer) {
      const answers = await gazetteer.geocodeMany(asked.map((a) => a.readings));
      const more = order.length > 1;
      oneByOne = [];
      asked.forEach((a, n) => {
        const found = answers[n];
        if (found === undefined || (!found.length && more)) oneByOne.push(a);
        else {
          const candidates = found.map(({ reading: _reading, ...c }) => c);
          out[a.i] = rowMatch({ ambiguous: candidates.filter((c) => c.score === candidates[0]?.score).length > 1, candidates });
        }
      });
    }
    for (let start = 0; start < oneByOne.length; start += ROW_CONCURRENCY) {
      await Promise.all(
        oneByOne.slice(start, start + ROW_CONCURRENCY).map(async (a) => {
          try {
            out[a.i] = rowMatch(await this.geocode(a.text, 10));
          } catch (e) {
            if (!(e instanceof DomainError)) throw e;
            out[a.i] = { status: 'unmatched', reason: e.code === 'SERVICE_UNAVAILABLE' ? 'providersFailed' : 'invalidText' };
          }
        }),
      );
    }
    return out;
  }

  /** Search-as-you-type over the gazetteer: every word typed appears, the last two as one. */
  async suggest(q: string, clientIp?: string): Promise<AddressSuggestionDto[]> {
    await this.limit(clientIp);
    const reading = this.read(q)[0];
    const words = reading.normalized.replace(/,/g, ' ').split(' ').filter(Boolean);
    const tail = words.length > 1 ? [...words.slice(0, -2), words.slice(-2).join('')] : words;
    const params: string[] = [];
    const where = tail.map((w) => {
      params.push(containsPattern(w));
      const i = params.length;
      return `search_key LIKE $${i}`;
    });
    params.push(reading.compact);
    // At most 500 matches are ranked (a short prefix matches a large share of a national gazetteer).
    const rows = (await this.db.query(
      `SELECT "roadAddr", "jibunAddr", "bldNm", x, y FROM (
         SELECT ${SUGGEST_COLUMNS}, road_key FROM geo_address WHERE geom IS NOT NULL AND ${where.join(' AND ')} LIMIT 500) m
       ORDER BY ("bldNm" = $${params.length}) DESC, length(road_key), road_key LIMIT 10`,
      params,
    )) as Omit<AddressSuggestionDto, 'label'>[];
    return rows.map((r) => ({ ...r, x: Number(r.x), y: Number(r.y), label: r.bldNm ? `${r.roadAddr} (${r.bldNm})` : r.roadAddr }));
  }

  async reverse(q: AddressCoordQueryDto, clientIp?: string): Promise<AddressCoordResultDto> {
    const srid = Number((q.crs ?? 'EPSG:4326').slice(5));
    const [pt] = (await this.db.query(
      `SELECT ST_X(g) AS x, ST_Y(g) AS y FROM ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), $3::int), 4326) AS g`,
      [q.x, q.y, srid],
    )) as { x: number; y: number }[];
    const x = Number(pt.x);
    const y = Number(pt.y);
    const b = KOREA_BOUNDS;
    if (!(x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY)) {
      throw new DomainError('BAD_REQUEST', 'address.outsideKorea', { x: q.x, y: q.y });
    }
    await this.limit(clientIp);
    const near = (await this.db.query(
      `SELECT ${SUGGEST_COLUMNS}, ST_Distance(geom::geography, ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography) AS d
       FROM geo_address WHERE geom IS NOT NULL ORDER BY geom <-> ST_SetSRID(ST_MakePoint($1, $2), 4326) LIMIT 1`,
      [x, y],
    )) as (Omit<AddressSuggestionDto, 'label'> & { d: number })[];
    const hit = near[0] && Number(near[0].d) <= 1000 ? near[0] : null;
    const districts = (await this.db.query(
      `SELECT adm_code AS "admCode", level, name, full_name AS "fullName" FROM geo_district
       WHERE ST_Intersects(geom, ST_SetSRID(ST_MakePoint($1, $2), 4326))
       ORDER BY array_position(ARRAY['sido','sigungu','eupmyeondong']::varchar[], level)`,
      [x, y],
    )) as DistrictRefDto[];
    return {
      x,
      y,
      address: hit
        ? {
            label: hit.bldNm ? `${hit.roadAddr} (${hit.bldNm})` : hit.roadAddr,
            roadAddr: hit.roadAddr,
            jibunAddr: hit.jibunAddr,
            bldNm: hit.bldNm,
            x: Number(hit.x),
            y: Number(hit.y),
          }
        : null,
      distanceM: hit ? Math.round(Number(hit.d) * 10) / 10 : null,
      districts,
    };
  }

  /** Districts whose name (or full name, spacing ignored) contains the text; exact names first. */
  async districts(q: string, level: string | undefined, clientIp?: string): Promise<DistrictDto[]> {
    this.assertText(q);
    await this.limit(clientIp);
    const reading = parseReadings(q)[0];
    const compact = reading.compact;
    const rows = (await this.db.query(
      `SELECT adm_code AS "admCode", level, name, full_name AS "fullName",
         ARRAY[ST_XMin(geom), ST_YMin(geom), ST_XMax(geom), ST_YMax(geom)] AS extent,
         ST_AsGeoJSON(ST_Multi(ST_SimplifyPreserveTopology(geom, 0.00002)), 6)::json AS geometry
       FROM geo_district
       WHERE (replace(full_name, ' ', '') LIKE $1 OR name LIKE $2) AND ($3::varchar IS NULL OR level = $3)
       ORDER BY (name = $4) DESC, array_position(ARRAY['sido','sigungu','eupmyeondong']::varchar[], level), full_name
       LIMIT 10`,
      [containsPattern(compact), containsPattern(q), level ?? null, q],
    )) as (DistrictDto & { extent: number[] })[];
    return rows.map((r) => ({ ...r, extent: r.extent.map(Number) }));
  }

  /** Whether the text is one the searches take (not empty, none of the forbidden characters). */
  acceptsText(q: string): boolean {
    return q.trim() !== '' && !FORBIDDEN.test(q);
  }

  private read(q: string): ParsedAddress[] {
    this.assertText(q);
    return parseReadings(q);
  }

  private assertText(q: string): void {
    if (!q.trim()) throw new DomainError('BAD_REQUEST', 'address.queryEmpty');
    const bad = FORBIDDEN.exec(q);
    if (bad) throw new DomainError('BAD_REQUEST', 'address.queryForbiddenCharacter', { character: bad[0] });
  }

  private async limit(clientIp: string | undefined): Promise<void> {
    try {
      await this.limiter.hit({
        key: `address:${normalizeIp(clientIp) ?? 'unknown'}`,
        limit: this.config.values.ADDRESS_SEARCH_RATE_LIMIT,
        windowSeconds: 60,
      });
    } catch (e) {
      if (e instanceof DomainError) throw e;
      this.logger.warn(`address search rate limit not checked: ${String(e)}`);
    }
  }
}
