import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createAppServices } from '../app/services';
import type { AppMessages, Language } from '@nuri/ui';

/** A stand-in app catalogue for the library's own tests. */
export const TEST_MESSAGES: AppMessages = {
  ko: { 'app.name': '테스트 앱' },
  en: { 'app.name': 'Test app' },
};

export interface RenderWithServicesOptions {
  fetch: typeof fetch;
  route?: string;
  language?: Language;
  messages?: AppMessages;
}

/** `ui` with real services (client, i18n, query client, alert dialog) in a memory router and a fake fetch. */
export function renderWithServices(
  ui: ReactElement,
  { fetch, route = '/', language = 'ko', messages = TEST_MESSAGES }: RenderWithServicesOptions,
) {
  const navigate = jest.fn<void, [string]>();
  const services = createAppServices({
    language,
    messages,
    storage: window.localStorage,
    document,
    fetch,
    navigate,
  });
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders services={services}>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...view, services, navigate };
}
