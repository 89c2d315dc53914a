// @nuri/ui: the React pieces every app shares (app shell, alert dialog, i18n, API context,
// service status). Test helpers live in '@nuri/ui/testing'.
// The shared theme first, so that the pieces' own styles (imported by each component) follow it.
import './styles/theme.css';

export { AppLayout } from './app/AppLayout';
export { AppProviders } from './app/AppProviders';
export { routerBasename } from './app/basename';
export { NotFoundPage } from './app/NotFoundPage';
export { createAppServices, type AppServices, type AppServicesOptions } from './app/services';
export { startApp, type StartAppOptions } from './app/start-app';

export { DialogHost } from './alert/DialogHost';
export {
  createDialogStore,
  type DialogContent,
  type DialogKind,
  type DialogRequest,
  type DialogStore,
} from './alert/dialog-store';
export {
  DialogProvider,
  useDialogs,
  type AlertDialogOptions,
  type ConfirmDialogOptions,
  type Dialogs,
} from './alert/dialogs';
export { createDialogPresenter, type DialogPresenterOptions } from './alert/dialog-presenter';

export {
  createAppApiClient,
  type AppApiClient,
  type AppApiClientOptions,
  type AppPaths,
} from './api/api-client';
export { ApiProvider, useApi } from './api/api-context';

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

export {
  mergeResources,
  UI_MESSAGES,
  type AppMessages,
  type RequiredAppKey,
  type Resources,
  type TranslationKey,
  type Translations,
} from './i18n/catalog';
export { createI18n, type CreateI18nOptions } from './i18n/create-i18n';
export {
  browserStorage,
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  storeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './i18n/language';
export { LanguageSwitch } from './i18n/LanguageSwitch';
export type { UiMessageKey } from './i18n/ko';

// The UI kit areas (spec 000 §1 pieces).
export * from './grid';
export * from './overlay';
export * from './controls';
export * from './nav';
export * from './account';
export * from './sharing';
export * from './codes';
