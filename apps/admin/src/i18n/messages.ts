import type { AppMessages } from '@nuri/ui';
import { en } from './en';
import { ko, type AppMessageKey } from './ko';

/** The admin app's own strings; @nuri/ui merges them over the shared catalogues. */
export const APP_MESSAGES = { ko, en } satisfies AppMessages<AppMessageKey>;
