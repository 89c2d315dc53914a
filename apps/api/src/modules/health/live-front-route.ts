import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { LOCALES, type Locale } from '@nuri/domain';
import { type FrontAnswer, type FrontRoute, type JsonBody, jsonAnswer, jsonBody } from '../../common/http/front-path';
import { localeOf, translate } from '../../common/i18n/locale';

/**
 * GET /api/health/live in front of the framework (common/http/front-path.ts): the envelope the
 * route answers (`{ code: 200, message, result: true }` in the caller's language), serialized once
 * per language. A query (`?lang=`) goes the full way.
 */
@Injectable()
export class LiveFrontRoute implements FrontRoute {
  private readonly bodies = new Map<Locale, JsonBody>(
    LOCALES.map((l) => [l, jsonBody({ code: 200, message: translate('common.success', {}, l), result: true })]),
  );

  answer(req: IncomingMessage): FrontAnswer | null {
    if (req.url !== '/api/health/live') return null;
    const body = this.bodies.get(localeOf({ headers: req.headers, query: {} }));
    return body ? jsonAnswer(req, body) : null;
  }
}
