import { Injectable, Logger } from '@nestjs/common';
import { formatFileSize, type Locale } from '@nuri/domain';
import { normalizeIp } from '../../common/auth/client-ip';
import { DomainError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { OutboundRequestError } from '../../common/net/outbound-error';
import { safeFetch } from '../../common/net/safe-fetch';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import type { MapServicesDto } from './dto/map-proxy.dto';

export type ProxiedService = 'wms' | 'wfs';

/** The addresses of one allowed upstream, per service (null: that service is not offered). */
export type Upstream = Record<ProxiedService, URL | null>;

/** Upstream added when VWORLD_API_KEY is set (api.vworld.kr WMS and WFS, key and domain injected). */
export const VWORLD_UPSTREAM = 'vworld';

/** OGC parameters a caller may pass (compared in upper case); anything else is refused. */
export const ALLOWED_PARAMS: ReadonlySet<string> = new Set([
  'SERVICE',
  'REQUEST',
  'VERSION',
  'ACCEPTVERSIONS',
  'SECTIONS',
  // WMS
  'LAYERS',
  'STYLES',
  'CRS',
  'SRS',
  'BBOX',
  'WIDTH',
  'HEIGHT',
  'FORMAT',
  'TRANSPARENT',
  'BGCOLOR',
  'EXCEPTIONS',
  'TIME',
  'ELEVATION',
  'QUERY_LAYERS',
  'INFO_FORMAT',
  'FEATURE_COUNT',
  'I',
  'J',
  'X',
  'Y',
  'LAYER',
  'STYLE',
  'SLD_VERSION',
  'SCALE',
  'DPI',
  'MAP_RESOLUTION',
  'FORMAT_OPTIONS',
  'TILED',
  // WFS
  'TYPENAME',
  'TYPENAMES',
  'OUTPUTFORMAT',
  'MAXFEATURES',
  'COUNT',
  'STARTINDEX',
  'PROPERTYNAME',
  'SRSNAME',
  'FILTER',
  'CQL_FILTER',
  'FEATUREID',
  'RESOURCEID',
  'RESULTTYPE',
  'SORTBY',
  'STOREDQUERY_ID',
]);

export const ALLOWED_REQUESTS: Readonly<Record<ProxiedService, ReadonlySet<string>>> = {
  wms: new Set(['GETCAPABILITIES', 'GETMAP', 'GETFEATUREINFO', 'GETLEGENDGRAPHIC']),
  wfs: new Set(['GETCAPABILITIES', 'DESCRIBEFEATURETYPE', 'GETFEATURE']),
};

/** Answer types passed on; HTML and SVG (scripts on our origin) and anything else are refused. */
const ALLOWED_TYPES = [
  /^image\/(png|jpeg|gif|webp)\b/i,
  /^(application|text)\/xml\b/i,
  /^application\/(vnd\.ogc\.[a-z_.+-]+|gml\+xml|json|geo\+json)\b/i,
  /^text\/plain\b/i,
];

export interface ProxiedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * The map proxies (/api/map/wms, /api/map/wfs): GET only, to the configured upstreams only
 * (never an address from the caller), OGC parameters only, with the upstream's fixed
 * parameters (API keys) injected; through the SSRF-safe fetch with time and size limits; rate
 * limited per client address.
 */
@Injectable()
export class MapProxyService {
  private readonly logger = new Logger(MapProxyService.name);
  readonly upstreams: ReadonlyMap<string, Upstream>;

  constructor(
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {
    this.upstreams = buildUpstreams(config);
  }

  services(locale: Locale): MapServicesDto {
    const v = this.config.values;
    const status = (ok: boolean, key: string) => ({
      available: ok,
      reason: ok ? null : translate(key, {}, locale),
    });
    return {
      parcelInfo: status(Boolean(v.VWORLD_API_KEY), 'mapServices.parcelInfoUnavailable'),
      roadView: status(Boolean(v.KAKAO_MAP_APP_KEY), 'mapServices.roadViewUnavailable'),
      roadViewAppKey: v.KAKAO_MAP_APP_KEY ?? null,
      proxyUpstreams: [...this.upstreams.keys()].sort(),
    };
  }

  async forward(
    service: ProxiedService,
    rawQuery: string,
    clientIp: string | undefined,
  ): Promise<ProxiedAnswer> {
    const target = this.target(service, rawQuery);
    await this.limit(clientIp);
    try {
      const answer = await safeFetch(target.toString(), {
        allowPrivate: this.config.values.ALLOW_PRIVATE_URLS,
        timeoutMs: this.config.values.MAP_PROXY_TIMEOUT_MS,
        maxBytes: this.config.values.MAP_PROXY_MAX_BYTES,
        maxRedirects: 2,
      });
      const contentType = answer.contentType ?? 'application/octet-stream';
      if (!ALLOWED_TYPES.some((t) => t.test(contentType))) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'mapProxy.contentTypeRefused', {
          contentType: contentType.slice(0, 60),
        });
      }
      return { status: answer.status >= 500 ? 502 : answer.status, contentType, body: answer.body };
    } catch (e) {
      if (!(e instanceof OutboundRequestError)) throw e;
      this.logger.warn(`map proxy ${service} to ${target.host} failed: ${e.message}`);
      if (e.failure === 'timeout') throw new DomainError('SERVICE_UNAVAILABLE', 'mapProxy.upstreamTimeout');
      if (e.failure === 'tooLarge') {
        throw new DomainError('SERVICE_UNAVAILABLE', 'mapProxy.tooLarge', {
          limit: formatFileSize(this.config.values.MAP_PROXY_MAX_BYTES),
        });
      }
      throw new DomainError('SERVICE_UNAVAILABLE', 'mapProxy.upstreamFailed', { reason: e.failure });
    }
  }

  /** The upstream address for a caller's query (400/404 for anything not allowed). */
  target(service: ProxiedService, rawQuery: string): URL {
    const given = new URLSearchParams(rawQuery);
    const seen = new Set<string>();
    for (const key of given.keys()) {
      const upper = key.toUpperCase();
      if (seen.has(upper))
        throw new DomainError('BAD_REQUEST', 'mapProxy.paramRepeated', { param: key.slice(0, 40) });
      seen.add(upper);
    }
    const name = given.get('upstream');
    if (!name) throw new DomainError('BAD_REQUEST', 'mapProxy.upstreamRequired');
    const base = this.upstreams.get(name)?.[service];
    if (!base)
      throw new DomainError('NOT_FOUND', 'mapProxy.upstreamUnknown', { upstream: name.slice(0, 40) });
    const target = new URL(base);
    const fixed = new Set([...target.searchParams.keys()].map((k) => k.toUpperCase()));
    let request: string | null = null;
    let serviceParam: string | null = null;
    for (const [key, value] of given) {
      if (key === 'upstream') continue;
      const upper = key.toUpperCase();
      if (!ALLOWED_PARAMS.has(upper))
        throw new DomainError('BAD_REQUEST', 'mapProxy.paramNotAllowed', { param: key.slice(0, 40) });
      if (upper === 'REQUEST') request = value;
      if (upper === 'SERVICE') serviceParam = value;
      // The upstream's own parameters (keys) win over the caller's.
      if (!fixed.has(upper)) target.searchParams.set(key, value);
    }
    if (serviceParam !== null && serviceParam.toLowerCase() !== service) {
      throw new DomainError('BAD_REQUEST', 'mapProxy.serviceMismatch', { service: service.toUpperCase() });
    }
    if (serviceParam === null && !fixed.has('SERVICE'))
      target.searchParams.set('SERVICE', service.toUpperCase());
    if (!request || !ALLOWED_REQUESTS[service].has(request.toUpperCase())) {
      throw new DomainError('BAD_REQUEST', 'mapProxy.requestNotAllowed', {
        request: (request ?? '').slice(0, 40),
      });
    }
    return target;
  }

  private async limit(clientIp: string | undefined): Promise<void> {
    try {
      await this.limiter.hit({
        key: `mapproxy:${normalizeIp(clientIp) ?? 'unknown'}`,
        limit: this.config.values.MAP_PROXY_RATE_LIMIT,
        windowSeconds: 60,
      });
    } catch (e) {
      if (e instanceof DomainError) throw e;
      // Redis trouble does not stop the maps; the limit is back when Redis is.
      this.logger.warn(`map proxy rate limit not checked: ${String(e)}`);
    }
  }
}

/** The allow-list: MAP_PROXY_UPSTREAMS (one address for both services) plus vworld when its key is set. */
export function buildUpstreams(config: AppConfig): Map<string, Upstream> {
  const v = config.values;
  const out = new Map<string, Upstream>();
  for (const [name, address] of Object.entries(v.MAP_PROXY_UPSTREAMS)) {
    out.set(name, { wms: new URL(address), wfs: new URL(address) });
  }
  if (v.VWORLD_API_KEY && !out.has(VWORLD_UPSTREAM)) {
    const domain = v.VWORLD_API_DOMAIN ?? new URL(v.PUBLIC_BASE_URL).host;
    const vworld = (path: string) => {
      const url = new URL(`https://api.vworld.kr/req/${path}`);
      url.searchParams.set('key', v.VWORLD_API_KEY as string);
      url.searchParams.set('domain', domain);
      return url;
    };
    out.set(VWORLD_UPSTREAM, { wms: vworld('wms'), wfs: vworld('wfs') });
  }
  return out;
}
