import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { type FrontAnswer, type FrontContext, type FrontRoute, jsonAnswer, jsonBody } from '../../common/http/front-path';
import { DomainError } from '../../common/errors/domain-error';
import { statusOf } from '../../common/errors/error-status';
import { localeOf, translate } from '../../common/i18n/locale';
import { ADDRESS_QUERY_MAX } from './dto/geocoding.dto';
import { GeocodingService } from './geocoding.service';

const PATH = '/api/address/suggest';

/**
 * The typed text of an anonymous GET /api/address/suggest?q=… whose only parameter is one `q`
 * the validation pipe would pass as it is (trimmed, 2 to ADDRESS_QUERY_MAX characters, no control
 * characters, decodable); null for anything else, which the full route then answers.
 */
export function frontSuggestText(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): string | null {
  if (req.method !== 'GET') return null;
  if (req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined) return null;
  const url = req.url ?? '';
  if (!url.startsWith(`${PATH}?q=`)) return null;
  const raw = url.slice(PATH.length + 3);
  if (/[&#]/.test(raw)) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, ' ')).trim();
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (text.length < 2 || text.length > ADDRESS_QUERY_MAX || /[\u0000-\u001f\u007f]/.test(text)) return null;
  return text;
}

/**
 * Search-as-you-type in front of the framework (common/http/front-path.ts, docs/performance.md):
 * an anonymous suggestion request gets what the route gives — the same service call with the same
 * per-client rate limit (the client address as Express reads it), the same envelope, and the 429
 * envelope when the limit is passed — without the guard, pipe and interceptor chain, which does
 * nothing for a public read with no caller. Text the service refuses (forbidden characters) and
 * any other failure go the full way, which answers them as it always did; the rate-limit hit is
 * counted once either way (the refusal comes before the hit).
 */
@Injectable()
export class SuggestFrontRoute implements FrontRoute {
  constructor(private readonly geocoding: GeocodingService) {}

  answer(req: IncomingMessage, ctx: FrontContext): Promise<FrontAnswer | null> | null {
    const text = frontSuggestText(req);
    if (text === null || !this.geocoding.acceptsText(text)) return null;
    const locale = localeOf({ headers: req.headers, query: {} });
    return this.geocoding.suggest(text, ctx.clientIp(req)).then(
      (rows) => jsonAnswer(req, jsonBody({ code: 200, message: translate('common.success', {}, locale), result: rows })),
      (e: unknown) => {
        if (!(e instanceof DomainError) || e.code !== 'RATE_LIMITED') throw e;
        const status = statusOf(e.code);
        const message = translate(e.messageKey, e.params, locale);
        return jsonAnswer(req, jsonBody({ code: status, message, result: e.result ?? message }), {}, status);
      },
    );
  }
}
