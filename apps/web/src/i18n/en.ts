import type { AppMessageKey } from './ko';
import { accountEn } from '../account/messages';
import { institutionEn } from '../institution/messages';
import { layerWidgetsEn } from '../layer-widgets/messages';
import { mapBuilderEn } from '../mapbuilder/messages';
import { mapRevisionsEn } from '../mapbuilder/revisions-messages';
import { addressSearchEn } from '../map-kit/address-search/messages';
import { builderPanelsEn } from '../mapbuilder/panels/messages';
import { featureEditingEn } from '../mapbuilder/editing/messages';
import { builderDataEn } from '../mapbuilder/panels/data-messages';
import { mapKitEn } from '../map-kit/messages';
import { webappsEn } from '../webapps/messages';
import { galleryEn } from '../gallery/messages';
import { groupsEn } from '../groups/messages';
import { noticesEn } from '../notices/messages';
import { pricingEn } from '../pricing/messages';
import { homeEn } from '../home/messages';
import { boardsEn } from '../boards/messages';
import { infoEn } from '../info/messages';
import { labEn } from '../lab/messages';

// English UI strings of the web app. Typed by the Korean keys: a missing or extra key fails
// the type check.
export const en: Record<AppMessageKey, string> = {
  ...labEn,
  ...infoEn,
  ...boardsEn,
  ...pricingEn,
  ...homeEn,
  ...noticesEn,
  ...webappsEn,
  ...galleryEn,
  ...groupsEn,
  ...layerWidgetsEn,
  ...mapBuilderEn,
  ...mapRevisionsEn,
  ...addressSearchEn,
  ...builderPanelsEn,
  ...featureEditingEn,
  ...builderDataEn,
  ...mapKitEn,
  ...accountEn,
  ...institutionEn,
  'app.name': 'Nuri Map',
  'app.tagline': 'Map publishing by subscription, for institutions',
  'app.description':
    'Nuri Map is a map-publishing platform: institutions subscribe to a price plan, and their members build data layers, web maps and themed map apps, share them with a user, a group, the institution or everyone, and publish them to a moderated map gallery.',
};
