import type { AppMessageKey } from './ko';
import { accountEn } from '../account/messages';
import { institutionEn } from '../institution/messages';
import { providerEn } from '../provider/messages';
import { layersEn } from '../layers/messages';
import { baseMapsEn } from '../basemaps/messages';
import { shareMngEn } from '../sharing/messages';
import { galleryMngEn } from '../gallery/messages';
import { apiKeysEn } from '../apikeys/messages';
import { codeMngEn } from '../codes/messages';
import { noticeMngEn } from '../notices/messages';
import { dashboardEn } from '../dashboard/messages';
import { billingMngEn } from '../billing/messages';
import { planRetentionEn } from '../billing/plan-retention-messages';
import { boardMngEn } from '../boards/messages';
import { labMngEn } from '../lab/messages';
import { contentMngEn } from '../contents/messages';

// English UI strings of the admin app. Typed by the Korean keys: a missing or extra key fails
// the type check.
export const en: Record<AppMessageKey, string> = {
  ...labMngEn,
  ...contentMngEn,
  ...boardMngEn,
  ...billingMngEn,
  ...planRetentionEn,
  ...dashboardEn,
  ...noticeMngEn,
  ...apiKeysEn,
  ...codeMngEn,
  ...shareMngEn,
  ...galleryMngEn,
  ...baseMapsEn,
  ...accountEn,
  ...institutionEn,
  ...providerEn,
  ...layersEn,
  'app.name': 'Nuri Map Admin',
  'home.title': 'Admin home',
  'home.description':
    'The Nuri Map administration site for platform and institution admins: manage institution subscriptions and payments, members and groups, contents and the map gallery, base maps and notices here.',
};
