// @nuri/api-client: generated OpenAPI types + one thin hand-written wrapper (STYLE.md 8).
import type { paths } from './generated/schema';
import { createApiClientFor, type ApiClient } from './client';
import type { ApiClientOptions } from './types';

export type { paths, components, operations } from './generated/schema';
export type { ApiClient } from './client';
export type { AlertOptions, AlertType, ApiClientOptions, ApiStatus, Envelope, ErrorPresenter } from './types';
export { ApiError, RequestCanceledError, rateLimitText } from './errors';
export { API_MESSAGES, type ApiMessageName } from './messages';
export { ERROR_TITLE_HEADER, MAP_PICKING_403_EXEMPT, QUIET_ERRORS_HEADER, errorTitle, quietErrors } from './middleware';
export { unwrap, type DataOf, type ResultOf } from './unwrap';
export { clearable } from './serializers';
export {
  createPasswordEncryptor,
  encryptPassword,
  type PasswordEncryptor,
  type PublicKeyInfo,
} from './password';

/** The API client, typed by default with the paths generated from /api/docs-json. */
export function createApiClient<Paths extends object = paths>(opts: ApiClientOptions): ApiClient<Paths> {
  return createApiClientFor<Paths>(opts);
}
