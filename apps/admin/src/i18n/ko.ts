import { accountKo } from '../account/messages';
import { institutionKo } from '../institution/messages';
import { providerKo } from '../provider/messages';
import { layersKo } from '../layers/messages';
import { baseMapsKo } from '../basemaps/messages';
import { shareMngKo } from '../sharing/messages';
import { galleryMngKo } from '../gallery/messages';
import { apiKeysKo } from '../apikeys/messages';
import { codeMngKo } from '../codes/messages';
import { noticeMngKo } from '../notices/messages';
import { dashboardKo } from '../dashboard/messages';
import { billingMngKo } from '../billing/messages';
import { planRetentionKo } from '../billing/plan-retention-messages';
import { boardMngKo } from '../boards/messages';
import { labMngKo } from '../lab/messages';
import { contentMngKo } from '../contents/messages';

// Korean UI strings of the admin app (default language). Flat dotted keys and `{name}`
// placeholders, merged over the shared catalogues of @nuri/domain and @nuri/ui.
export const ko = {
  ...labMngKo,
  ...contentMngKo,
  ...boardMngKo,
  ...billingMngKo,
  ...planRetentionKo,
  ...dashboardKo,
  ...noticeMngKo,
  ...apiKeysKo,
  ...codeMngKo,
  ...shareMngKo,
  ...galleryMngKo,
  ...baseMapsKo,
  ...accountKo,
  ...institutionKo,
  ...providerKo,
  ...layersKo,
  'app.name': '누리지도 관리자',
  'home.title': '관리자 홈',
  'home.description':
    '플랫폼 관리자와 기관 관리자를 위한 누리지도 관리 화면입니다. 기관 구독과 결제, 구성원과 그룹, 콘텐츠와 지도 갤러리, 배경지도, 공지사항을 이곳에서 관리합니다.',
} satisfies Record<string, string>;

export type AppMessageKey = keyof typeof ko;
