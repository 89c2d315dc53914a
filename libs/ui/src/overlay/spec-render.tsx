import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/language';
import { envelope, fakeFetch, renderWithServices, TEST_MESSAGES } from '../testing';

// Render helpers of the overlay and controls specs (not exported from the library).

/** `ui` with the shared catalogue only (Korean unless told). */
export function renderWithI18n(ui: ReactElement, language: Language = 'ko') {
  const i18n = createI18n({ language, messages: TEST_MESSAGES });
  const view = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { ...view, i18n };
}

/** `ui` inside the real AppProviders (dialog host, toasts, loading overlay); no request expected. */
export function renderInApp(ui: ReactElement, language: Language = 'ko') {
  return renderWithServices(ui, { fetch: fakeFetch(() => envelope(200, null)), language });
}
