import { navKo } from '../nav/messages';
import { accountKo } from '../account/messages';
import { sharingKo } from '../sharing/messages';
import { codesKo } from '../codes/messages';

// Korean UI strings of the app shell in @nuri/shell (layout, service status, not-found page,
// menus, account, sharing, codes). Merged over the kit's catalogue and under each app's own.
export const ko = {
  ...codesKo,
  ...sharingKo,
  ...navKo,
  ...accountKo,
  'app.skipToContent': '본문 바로가기',

  'status.title': '서비스 상태',
  'status.loading': '서비스 상태를 불러오는 중입니다…',
  'status.error': '서비스 상태를 불러오지 못했습니다.',
  'status.retry': '다시 시도',
  'status.refresh': '새로 고침',
  'status.overall.ok': '모든 서비스가 정상입니다.',
  'status.overall.degraded': '일부 서비스에 장애가 있습니다.',
  'status.version': '버전 {version}',
  'status.column.check': '항목',
  'status.column.status': '상태',
  'status.column.detail': '상세',
  'status.up': '정상',
  'status.down': '장애',
  'status.check.db': '데이터베이스',
  'status.check.redis': '캐시(Redis)',
  'status.check.queue': '작업 큐',
  'status.check.gdal': '공간정보 변환(GDAL)',

  'notFound.title': '페이지를 찾을 수 없습니다',
  'notFound.body': '요청하신 주소의 화면이 없거나 이동되었습니다.',
  'notFound.home': '처음으로',
} satisfies Record<string, string>;

export type ShellMessageKey = keyof typeof ko;
