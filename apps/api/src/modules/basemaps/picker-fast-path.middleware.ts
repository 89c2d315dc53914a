import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { BASE_MAP_PICKER_QUERY, type Locale } from '@nuri/domain';
import { type FrontAnswer, type FrontRoute, type JsonBody, jsonAnswer, jsonBody } from '../../common/http/front-path';
import { localeOf, translate } from '../../common/i18n/locale';
import { PICKER_CACHE_HEADER } from './base-maps.controller';
import { BaseMapsService, isPickerQuery } from './base-maps.service';
import { BaseMapListQueryDto } from './dto/basemaps.dto';

/** The picker's query parameters with the only values the fast path takes (the DTO's defaults aside). */
const REQUIRED: Record<string, string> = {
  pageIndex: String(BASE_MAP_PICKER_QUERY.pageIndex),
  pageSize: String(BASE_MAP_PICKER_QUERY.pageSize),
  imageAt: BASE_MAP_PICKER_QUERY.imageAt,
  bcrnMapUseAt: BASE_MAP_PICKER_QUERY.bcrnMapUseAt,
};
/** Optional parameters, at their default values. */
const OPTIONAL: Record<string, string> = { direction: 'DESC', sort: 'registDt' };

/**
 * The picker query as the validation pipe would hand it to the controller, when the request is
 * an anonymous GET /api/basemap (no bearer token, no API key header) whose query is exactly the
 * picker's (each parameter once, in its canonical spelling); null otherwise.
 */
export function fastPickerQuery(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): BaseMapListQueryDto | null {
  if (req.method !== 'GET') return null;
  if (req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q < 0 || url.slice(0, q) !== '/api/basemap') return null;
  const params = new URLSearchParams(url.slice(q + 1));
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (seen.has(key)) return null;
    seen.add(key);
    if ((REQUIRED[key] ?? OPTIONAL[key]) !== value) return null;
  }
  if (Object.keys(REQUIRED).some((key) => !seen.has(key))) return null;
  const dto = Object.assign(new BaseMapListQueryDto(), {
    pageIndex: BASE_MAP_PICKER_QUERY.pageIndex,
    pageSize: BASE_MAP_PICKER_QUERY.pageSize,
    imageAt: BASE_MAP_PICKER_QUERY.imageAt,
    bcrnMapUseAt: BASE_MAP_PICKER_QUERY.bcrnMapUseAt,
    direction: 'DESC' as const,
    ...(seen.has('sort') ? { sort: OPTIONAL.sort } : {}),
  });
  return isPickerQuery(dto) ? dto : null;
}

/**
 * The base-map picker's fast path (docs/performance.md), a front route (common/http/front-path.ts):
 * an anonymous GET of the picker query gets the answer the route gives (the same service call,
 * the same envelope, X-Basemap-Cache) without the framework's guard, pipe and interceptor chain,
 * which does nothing for it (a public route: no caller to authenticate, IP-check or scope; a
 * read). The picker cache and its one-query-per-fill rule are the service's, unchanged; the
 * envelope of a cached list is serialized once per cached value and language. The front path
 * adds helmet's and CORS headers, the request id and the request log line. Anything else, and
 * any failure, goes to the full route.
 */
@Injectable()
export class PickerFastPath implements FrontRoute {
  /** The envelope of the last cached list, by language (the cached JSON text it came from). */
  private readonly serialized = new Map<Locale, { text: string; body: JsonBody }>();

  constructor(private readonly baseMaps: BaseMapsService) {}

  answer(req: IncomingMessage): Promise<FrontAnswer | null> | null {
    const q = fastPickerQuery(req);
    if (!q) return null;
    const locale = localeOf({ headers: req.headers, query: {} });
    return this.baseMaps.list(q, locale).then((answer) => {
      const headers: Record<string, string> = answer.cache ? { [PICKER_CACHE_HEADER]: answer.cache } : {};
      // What EnvelopeInterceptor and Nest's Express adapter write for the controller's result.
      const envelope = () => jsonBody({ code: 200, message: translate('common.success', {}, locale), result: answer.page });
      if (answer.text === undefined) return jsonAnswer(req, envelope(), headers);
      let kept = this.serialized.get(locale);
      if (kept?.text !== answer.text) {
        kept = { text: answer.text, body: envelope() };
        this.serialized.set(locale, kept);
      }
      return jsonAnswer(req, kept.body, headers);
    });
  }
}
