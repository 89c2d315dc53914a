// @nuri/ui: the UI kit every app shares. Presentational pieces only: no data fetching of its
// own, no API client, no session (those are the app shell's, @nuri/shell). The grid, dialogs,
// overlays and controls take their data and callbacks as props.
// The shared theme first, so that the pieces' own styles (imported by each component) follow it.
import './styles/theme.css';

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
export * from './rich-text';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './icons/Icon';
