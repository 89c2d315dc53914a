import { accountKo } from '../account/messages';
import { institutionKo } from '../institution/messages';
import { layerWidgetsKo } from '../layer-widgets/messages';
import { mapBuilderKo } from '../mapbuilder/messages';
import { mapRevisionsKo } from '../mapbuilder/revisions-messages';
import { addressSearchKo } from '../map-kit/address-search/messages';
import { builderPanelsKo } from '../mapbuilder/panels/messages';
import { featureEditingKo } from '../mapbuilder/editing/messages';
import { builderDataKo } from '../mapbuilder/panels/data-messages';
import { mapKitKo } from '../map-kit/messages';
import { webappsKo } from '../webapps/messages';
import { galleryKo } from '../gallery/messages';
import { groupsKo } from '../groups/messages';
import { noticesKo } from '../notices/messages';
import { pricingKo } from '../pricing/messages';
import { homeKo } from '../home/messages';
import { boardsKo } from '../boards/messages';
import { infoKo } from '../info/messages';
import { labKo } from '../lab/messages';

// Korean UI strings of the web app (default language). Flat dotted keys and `{name}`
// placeholders, merged over the shared catalogues of @nuri/domain and @nuri/ui.
export const ko = {
  ...labKo,
  ...infoKo,
  ...boardsKo,
  ...pricingKo,
  ...homeKo,
  ...noticesKo,
  ...webappsKo,
  ...galleryKo,
  ...groupsKo,
  ...layerWidgetsKo,
  ...mapBuilderKo,
  ...mapRevisionsKo,
  ...addressSearchKo,
  ...builderPanelsKo,
  ...featureEditingKo,
  ...builderDataKo,
  ...mapKitKo,
  ...accountKo,
  ...institutionKo,
  'app.name': '누리지도',
  'app.tagline': '기관을 위한 지도 제작·공유 구독 서비스',
  'app.description':
    '누리지도는 기관이 요금제를 구독하고 구성원과 함께 데이터 레이어, 웹 지도, 테마 지도 앱을 만들어 사용자·그룹·기관·전체 범위로 공유하고, 검토를 거쳐 지도 갤러리에 게시하는 지도 제작 플랫폼입니다.',
} satisfies Record<string, string>;

export type AppMessageKey = keyof typeof ko;
