import { Init1732150000000 } from './1732150000000-init';
import { Menus1732150000001 } from './1732150000001-menus';
import { Accounts1732150000002 } from './1732150000002-accounts';
import { Institutions1732150000003 } from './1732150000003-institutions';
import { Layers1732150000004 } from './1732150000004-layers';
import { Basemaps1732150000005 } from './1732150000005-basemaps';
import { Webmaps1732150000006 } from './1732150000006-webmaps';
import { Webapps1732150000007 } from './1732150000007-webapps';
import { Gallery1732150000008 } from './1732150000008-gallery';
import { ApiKeys1732150000009 } from './1732150000009-apikeys';
import { CommonCodes1732150000010 } from './1732150000010-common-codes';
import { IntegratorMenus1732150000011 } from './1732150000011-integrator-menus';
import { Notices1732150000012 } from './1732150000012-notices';
import { Billing1732150000013 } from './1732150000013-billing';
import { Boards1732150000014 } from './1732150000014-boards';
import { Lab1732150000015 } from './1732150000015-lab';
import { NoticeAttachments1732150000016 } from './1732150000016-notice-attachments';
import { ListIndexes1732150000017 } from './1732150000017-list-indexes';
import { UnsubscribeAndNames1732150000018 } from './1732150000018-unsubscribe-and-names';
import { MenuRoutes1732150000019 } from './1732150000019-menu-routes';
import { FeatureHistory1732150000030 } from './1732150000030-feature-history';
import { OfflineKoreaBasemap1732150000046 } from './1732150000046-offline-korea-basemap';
import { LayerVersionDetail1732150000110 } from './1732150000110-layer-version-detail';
import { RevisionsRetention1732150000120 } from './1732150000120-revisions-retention';
import { Geocoding1732150000130 } from './1732150000130-geocoding';
import { LayerAudience1732150000140 } from './1732150000140-layer-audience';
import { GalleryConfmDt1732150000141 } from './1732150000141-gallery-confm-dt';
import { AccessNotify1732150000250 } from './1732150000250-access-notify';
import { AddressSearchKey1732150000260 } from './1732150000260-address-search-key';
import { WebMapLegend1732150000270 } from './1732150000270-webmap-legend';
import { LayerAudienceVersion1732150000280 } from './1732150000280-layer-audience-version';
import { TocTimeSlider1732150000230 } from './1732150000230-toc-time-slider';
import { GeocodeRows1732150000200 } from './1732150000200-geocode-rows';

/** Every migration, in order. Listed explicitly so sources (tests) and builds load the same set. */
export const MIGRATIONS = [
  Init1732150000000,
  Menus1732150000001,
  Accounts1732150000002,
  Institutions1732150000003,
  Layers1732150000004,
  Basemaps1732150000005,
  Webmaps1732150000006,
  Webapps1732150000007,
  Gallery1732150000008,
  ApiKeys1732150000009,
  CommonCodes1732150000010,
  IntegratorMenus1732150000011,
  Notices1732150000012,
  Billing1732150000013,
  Boards1732150000014,
  Lab1732150000015,
  NoticeAttachments1732150000016,
  ListIndexes1732150000017,
  UnsubscribeAndNames1732150000018,
  MenuRoutes1732150000019,
  FeatureHistory1732150000030,
  OfflineKoreaBasemap1732150000046,
  LayerVersionDetail1732150000110,
  RevisionsRetention1732150000120,
  Geocoding1732150000130,
  LayerAudience1732150000140,
  GalleryConfmDt1732150000141,
  GeocodeRows1732150000200,
  TocTimeSlider1732150000230,
  AccessNotify1732150000250,
  AddressSearchKey1732150000260,
  WebMapLegend1732150000270,
  LayerAudienceVersion1732150000280,
];
