// Alert texts as catalogue keys plus the English text; apps translate by key.
// Keys are entries of the domain catalogue (@nuri/domain MessageKey): checked by `satisfies`.
import type { MessageKey } from '@nuri/domain';

export const API_MESSAGES = {
  sessionEnded: { key: 'error.sessionEnded', text: 'the session has ended, log in again' },
  noPermission: { key: 'error.noPermission', text: 'no permission' },
  serverError: {
    key: 'error.serverError',
    text: 'a problem occurred on the server while processing the request',
  },
  temporary: {
    key: 'error.temporary',
    text: 'temporary error, contact the administrator if it persists',
  },
  noticeTitle: { key: 'error.title', text: 'error notice' },
  noResponse: { key: 'error.noResponse', text: 'no response; check the API request information' },
} as const satisfies Record<string, { key: MessageKey; text: string }>;

export type ApiMessageName = keyof typeof API_MESSAGES;
