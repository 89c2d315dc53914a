import { renderWithServices, type RenderWithServicesOptions } from '@nuri/shell/testing';
import { App } from '../App';
import { APP_MESSAGES } from '../i18n/messages';

export type RenderAppOptions = Omit<RenderWithServicesOptions, 'messages'>;

/** The whole app (real client, i18n, query client) in a memory router with a fake fetch. */
export function renderApp(options: RenderAppOptions) {
  return renderWithServices(<App />, { ...options, messages: APP_MESSAGES });
}
