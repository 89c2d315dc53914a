// @nuri/shell: the app shell every app shares: what fetches and what knows the session (API
// client and context, session and account, menus and layouts, service status, common codes,
// the sharing wizard). Built on the UI kit (@nuri/ui), which it never re-exports. Test helpers
// live in '@nuri/shell/testing'.
// The kit first, so that its theme precedes the shell's own styles.
import '@nuri/ui';

export { AppLayout } from './app/AppLayout';
export { AppProviders } from './app/AppProviders';
export { routerBasename } from './app/basename';
export { NotFoundPage } from './app/NotFoundPage';
export { IdRoute } from './app/IdRoute';
export { createAppServices, type AppServices, type AppServicesOptions } from './app/services';
export { startApp, type StartAppOptions } from './app/start-app';

export { createDialogPresenter, type DialogPresenterOptions } from './alert/dialog-presenter';

export {
  createAppApiClient,
  type AppApiClient,
  type AppApiClientOptions,
  type AppPaths,
} from './api/api-client';
export { ApiProvider, useApi } from './api/api-context';

export { followLayer, followLayers, parseSse, type LayerChangedEvent, type LayerEventHandlers, type LayerPresence, type LivePerson } from './live/layer-events';
export { useLayerEvents } from './live/use-layer-events';

export { fetchHealth, toHealthResult } from './health/health-api';
export {
  CHECK_NAMES,
  type CheckName,
  type CheckStatus,
  type HealthCheck,
  type HealthResult,
} from './health/health.types';
export { StatusPanel } from './health/StatusPanel';
export { HEALTH_QUERY_KEY, useHealth } from './health/use-health';

export { SHELL_MESSAGES, withShellMessages, type TranslationKey, type Translations } from './i18n/catalog';
export type { ShellMessageKey } from './i18n/ko';

export * from './nav';
export * from './account';
export * from './sharing';
export * from './codes';
