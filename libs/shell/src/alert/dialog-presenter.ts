import type { AlertOptions, ErrorPresenter } from '@nuri/api-client';
import type { i18n as I18n } from 'i18next';
import type { TranslationKey } from '../i18n/catalog';
import type { DialogStore } from '@nuri/ui';

export interface DialogPresenterOptions {
  dialogs: DialogStore;
  i18n: I18n;
  /** Full-page navigation (logout, return address); replaced in tests. */
  navigate?: (path: string) => void;
}

/** An app's ErrorPresenter: the client's alerts, translated, in the app's dialog host. */
export function createDialogPresenter({ dialogs, i18n, navigate }: DialogPresenterOptions): ErrorPresenter {
  const known = (key: string | undefined): key is TranslationKey => key !== undefined && i18n.exists(key);
  const text = (key: TranslationKey): string => i18n.t(key);

  const titleOf = (a: AlertOptions): string | undefined => {
    if (known(a.titleKey)) return text(a.titleKey);
    // A title from the client without a catalogue entry is an error-notice title.
    if (a.titleKey || a.title) return text('error.title');
    // Otherwise the host titles it by type (alert.title.*).
    return undefined;
  };

  return {
    alert(a) {
      return dialogs.alert({
        type: a.type,
        title: titleOf(a),
        // Without a catalogue key the message is the server's own text: shown as sent.
        message: known(a.messageKey) ? text(a.messageKey) : a.message,
        loginButton: a.loginButton,
      });
    },
    redirect(path) {
      (navigate ?? ((to: string) => window.location.assign(to)))(path);
    },
  };
}
