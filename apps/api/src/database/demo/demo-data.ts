// What the demo seed creates: fixed names and ids, so a second run finds everything it made.
import { USER_SE_CODES, type UserSeCode } from '@nuri/domain';

export const DEMO_INSTT = {
  insttCode: 'demo',
  insttNm: '누리시청 (데모)',
  insttTel: '02-120-0000',
  insttAddr: '서울특별시 중구 세종대로 110',
} as const;

export interface DemoMember {
  userId: string;
  userNm: string;
  emailaddr: string;
  userSeCode: UserSeCode;
  role: string;
}

/** The demo institution's members: admin (14), editor (11), member (12), viewer (13). */
export const DEMO_MEMBERS = {
  admin: { userId: 'demoadmin', userNm: '김관리', emailaddr: 'demoadmin@example.com', userSeCode: USER_SE_CODES.INSTT_ADMIN, role: 'institution admin (14)' },
  editor: { userId: 'demoeditor', userNm: '이편집', emailaddr: 'demoeditor@example.com', userSeCode: USER_SE_CODES.EDITOR, role: 'editor (11)' },
  member: { userId: 'demomember', userNm: '박구성', emailaddr: 'demomember@example.com', userSeCode: USER_SE_CODES.MEMBER, role: 'member (12)' },
  viewer: { userId: 'demoviewer', userNm: '최열람', emailaddr: 'demoviewer@example.com', userSeCode: USER_SE_CODES.VIEWER, role: 'viewer (13)' },
} satisfies Record<string, DemoMember>;

export const DEMO_GROUP = { groupNm: '데모 지도 모임', groupDc: '데모 지도를 함께 보는 구성원', members: ['demomember', 'demoviewer'] };

/** Category colours of the two sample layers (categorised styles on the 분류 column). */
export const FACILITY_CATEGORIES: Array<[string, string]> = [
  ['도서관', '#e6550d'],
  ['공공청사', '#3182bd'],
  ['체육시설', '#31a354'],
  ['문화시설', '#756bb1'],
  ['복지시설', '#de2d26'],
];
export const PARK_CATEGORIES: Array<[string, string]> = [
  ['근린공원', '#74c476'],
  ['수변공원', '#6baed6'],
  ['산림공원', '#238b45'],
];

export const DEMO_LAYERS = {
  facilities: {
    lyrNm: '서울 공공시설 (데모)',
    lyrDc: '서울의 공공시설 30곳 (도서관, 공공청사, 체육·문화·복지시설)',
    file: 'seoul-facilities.csv',
    featureCnt: 30,
  },
  parks: {
    lyrNm: '서울 공원 구역 (데모)',
    lyrDc: '서울의 공원 6곳의 구역 (근린·수변·산림공원)',
    file: 'seoul-parks.geojson',
    featureCnt: 6,
  },
} as const;

/** The category column of both sample files. */
export const CATEGORY_COLUMN = '분류';

export const DEMO_WEBMAP = {
  userMapSj: '서울 공공시설 지도 (데모)',
  userMapCn: '서울의 공공시설과 공원 구역을 분류별 색으로 보여 주는 데모 지도',
  bcrnMapId: 'OFFLINE_WORLD',
  /** Seoul in EPSG:5186 (central belt, false northing 600 000). */
  view: { projection: 'EPSG:5186', center: [200500, 550500], zoom: 11 },
};

export const DEMO_WEBAPP = {
  webappTmplatSj: '우리 동네 공공시설 (데모)',
  webappTmplatCn: '공공시설과 공원을 탭으로 나누어 보는 데모 테마 지도',
  tabs: ['공공시설', '공원'],
};

export const DEMO_GALLERY = {
  mapGaleSj: '우리 동네 공공시설 (데모)',
  mapGaleCn: '누리시청의 공공시설과 공원을 한눈에 보는 테마 지도입니다.',
};
