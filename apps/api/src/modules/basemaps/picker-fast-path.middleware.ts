import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import { BASE_MAP_PICKER_QUERY } from '@nuri/domain';
import type { NextFunction, Request, Response } from 'express';
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
export function fastPickerQuery(req: Request): BaseMapListQueryDto | null {
  if (req.method !== 'GET') return null;
  if (req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined) return null;
  const url = req.originalUrl;
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
 * The base-map picker's fast path (docs/performance.md): an anonymous GET of the picker query
 * gets the answer the route gives (the same service call, the same envelope, X-Basemap-Cache)
 * without the framework's guard, pipe and interceptor chain, which does nothing for it (a public
 * route: no caller to authenticate, IP-check or scope; a read). The picker cache and its
 * one-query-per-fill rule are the service's, unchanged. Helmet, CORS and the request id/logging
 * middleware have already run. Anything else, and any failure, goes to the full route.
 */
@Injectable()
export class PickerFastPath implements NestMiddleware {
  private readonly logger = new Logger(PickerFastPath.name);

  constructor(private readonly baseMaps: BaseMapsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const q = fastPickerQuery(req);
    if (!q) return next();
    const locale = localeOf(req);
    this.baseMaps.list(q, locale).then(
      (answer) => {
        if (answer.cache) res.setHeader(PICKER_CACHE_HEADER, answer.cache);
        // What EnvelopeInterceptor and Nest's Express adapter write for the controller's result.
        res.status(200).json({ code: 200, message: translate('common.success', {}, locale), result: answer.page });
      },
      (e: unknown) => {
        this.logger.debug(`picker fast path fell back: ${String(e)}`);
        next();
      },
    );
  }
}
