import { DomainError } from '../../../common/errors/domain-error';
import { OutboundRequestError } from '../../../common/net/outbound-error';
import { safeFetch } from '../../../common/net/safe-fetch';
import type { AppConfig } from '../../../config/app-config';

/** An external geocoder's failure (timeout, refused address, bad answer): the next provider is asked. */
export class GeocoderUnavailable extends Error {}

/**
 * GET one external geocoder's JSON through the SSRF-safe fetch (the address comes from the
 * configuration only, never from the caller; keys are added here and never leave the server).
 */
export async function fetchJson(config: AppConfig, url: URL): Promise<unknown> {
  try {
    const answer = await safeFetch(url.toString(), {
      allowPrivate: config.values.ALLOW_PRIVATE_URLS,
      timeoutMs: config.values.GEOCODER_TIMEOUT_MS,
      maxBytes: 1024 * 1024,
      maxRedirects: 1,
      headers: { Accept: 'application/json' },
    });
    if (answer.status !== 200) throw new GeocoderUnavailable(`status ${answer.status}`);
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  } catch (e) {
    if (e instanceof GeocoderUnavailable || e instanceof OutboundRequestError || e instanceof SyntaxError) {
      throw new GeocoderUnavailable(`${url.host}: ${e.message}`);
    }
    if (e instanceof DomainError) throw e;
    throw new GeocoderUnavailable(`${url.host}: ${String(e)}`);
  }
}
