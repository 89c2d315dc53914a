// Test data: the seeded common codes (apps/api migration 1732150000010-common-codes.ts), for
// unit tests that answer GET /api/common/code/detail from a fake fetch.
import { envelope } from '../testing/fake-fetch';
import type { CommonCode } from './codes-api';

const c = (
  groupCode: string,
  code: string,
  codeNmKo: string,
  codeNmEn: string,
  codeOrdr: number,
): CommonCode => ({
  groupCode,
  code,
  codeNmKo,
  codeNmEn,
  codeOrdr,
  useAt: 'Y',
});

/** Every seeded group's codes, in order. */
export const SEEDED_COMMON_CODES: Readonly<Record<string, readonly CommonCode[]>> = {
  USER_SE: [
    c('USER_SE', '4', '플랫폼 관리자', 'Platform admin', 1),
    c('USER_SE', '11', '편집자', 'Editor', 2),
    c('USER_SE', '12', '일반 구성원', 'Member', 3),
    c('USER_SE', '13', '열람자', 'Viewer', 4),
    c('USER_SE', '14', '기관 관리자', 'Institution admin', 5),
  ],
  SHARE_SCOPE: [
    c('SHARE_SCOPE', '0', '전체', 'Everyone', 1),
    c('SHARE_SCOPE', '1', '기관', 'Institution', 2),
    c('SHARE_SCOPE', '2', '그룹', 'Groups', 3),
    c('SHARE_SCOPE', '3', '사용자', 'Users', 4),
  ],
  LYR_TY_SE: [
    c('LYR_TY_SE', '0', 'TIFF', 'TIFF', 1),
    c('LYR_TY_SE', '1', '점', 'Point', 2),
    c('LYR_TY_SE', '2', '선', 'Line', 3),
    c('LYR_TY_SE', '3', '면', 'Polygon', 4),
    c('LYR_TY_SE', '5', '레이어 그룹', 'Layer group', 5),
  ],
  HOLD_DATA_SE: [
    c('HOLD_DATA_SE', '1', '사용자 데이터', 'User data', 1),
    c('HOLD_DATA_SE', '9', '국가공간정보', 'National spatial information', 2),
  ],
  MPD007: [
    c('MPD007', 'shp', 'SHP', 'SHP', 1),
    c('MPD007', 'geocoding', '지오코딩', 'Geocoding', 2),
    c('MPD007', 'dxf', 'DXF(CAD)', 'DXF (CAD)', 3),
    c('MPD007', 'geotiff', 'GeoTIFF', 'GeoTIFF', 4),
    c('MPD007', 'image', '이미지', 'Image', 5),
    c('MPD007', 'web', '웹(URL)', 'Web (URL)', 6),
    c('MPD007', 'custom', '직접 생성', 'Create directly', 7),
  ],
  MPD025: [
    c('MPD025', 'point', '점', 'Point', 1),
    c('MPD025', 'line', '선', 'Line', 2),
    c('MPD025', 'polygon', '면', 'Polygon', 3),
  ],
  LYR_STLE: [
    c('LYR_STLE', 'Z', 'XYZ 타일', 'XYZ tiles', 1),
    c('LYR_STLE', 'T', 'WMTS', 'WMTS', 2),
    c('LYR_STLE', 'W', 'WMS', 'WMS', 3),
    c('LYR_STLE', 'H', '하이브리드(중첩)', 'Hybrid overlay', 4),
    c('LYR_STLE', 'V', '벡터 타일(오프라인)', 'Vector tiles (offline)', 5),
    c('LYR_STLE', 'U', 'TMS', 'TMS', 6),
    c('LYR_STLE', 'A', 'ArcGIS 타일', 'ArcGIS tiles', 7),
    c('LYR_STLE', 'I', '타일 이미지', 'Tile image', 8),
    c('LYR_STLE', 'F', 'WFS', 'WFS', 9),
  ],
  BCRN_MAP_CL: [
    c('BCRN_MAP_CL', '01', '일반지도', 'General map', 1),
    c('BCRN_MAP_CL', '02', '영상지도', 'Image map', 2),
    c('BCRN_MAP_CL', '03', '중첩지도', 'Overlay', 3),
  ],
  USE_STTUS_SE: [
    c('USE_STTUS_SE', '01', '사용', 'In use', 1),
    c('USE_STTUS_SE', '02', '미사용', 'Not in use', 2),
  ],
  USE_PBLONSIP_SE: [
    c('USE_PBLONSIP_SE', '01', '비공개', 'Private', 1),
    c('USE_PBLONSIP_SE', '02', '사용자·그룹 공유', 'Users and groups', 2),
    c('USE_PBLONSIP_SE', '03', '기관 공유', 'Institution', 3),
    c('USE_PBLONSIP_SE', '04', '전체 공유', 'Everyone', 4),
  ],
  WEBAPP_TY: [
    c('WEBAPP_TY', 'TAB', '탭형', 'Tabs', 1),
    c('WEBAPP_TY', 'JOR', '섹션 탭형 (JOR)', 'Section tabs (JOR)', 2),
    c('WEBAPP_TY', 'SES', '섹션 탭형 (SES)', 'Section tabs (SES)', 3),
    c('WEBAPP_TY', 'SIMPLE', '간편형 (지도 1개)', 'Simple (one map)', 4),
  ],
  MAP_GALE_KND_SE: [
    c('MAP_GALE_KND_SE', '01', '웹지도', 'Web map', 1),
    c('MAP_GALE_KND_SE', '02', '테마지도', 'Themed map', 2),
  ],
  CONFM_STTUS: [
    c('CONFM_STTUS', '01', '승인 대기', 'Waiting', 1),
    c('CONFM_STTUS', '02', '승인', 'Approved', 2),
    c('CONFM_STTUS', '03', '반려', 'Rejected', 3),
  ],
  GALLERY_TYPE: [
    c('GALLERY_TYPE', 'instt', '기관 갤러리', 'Institution gallery', 1),
    c('GALLERY_TYPE', 'product', '누리지도 갤러리', 'Nuri Map gallery', 2),
  ],
  CONTENTS_TYPE: [
    c('CONTENTS_TYPE', 'MAP', '웹지도', 'Web map', 1),
    c('CONTENTS_TYPE', 'APP', '테마지도', 'Themed map', 2),
    c('CONTENTS_TYPE', 'LYR', '레이어', 'Layer', 3),
  ],
  PLAN: [
    c('PLAN', '000001', '기본 요금제', 'Basic plan', 1),
    c('PLAN', '000004', '교육용 요금제 A', 'Education plan A', 2),
    c('PLAN', '000005', '교육용 요금제 B', 'Education plan B', 3),
  ],
  WHDWL_RESN: [
    c('WHDWL_RESN', '01', '서비스를 자주 사용하지 않음', 'I rarely use the service', 1),
    c('WHDWL_RESN', '02', '원하는 기능이 없음', 'It lacks a feature I need', 2),
    c('WHDWL_RESN', '03', '이용 요금이 부담됨', 'It costs too much', 3),
    c('WHDWL_RESN', '04', '개인정보 보호가 걱정됨', 'I worry about my personal data', 4),
    c('WHDWL_RESN', '05', '다른 서비스를 이용함', 'I use another service', 5),
    c('WHDWL_RESN', '99', '기타', 'Other', 6),
  ],
  INSTT_STTUS: [
    c('INSTT_STTUS', 'NORMAL', '정상 운영', 'Normal operation', 1),
    c('INSTT_STTUS', 'BILLING', '결제 진행 중', 'Billing in progress', 2),
    c('INSTT_STTUS', 'PAUSED', '일시 정지', 'Paused', 3),
  ],
  TOC_ENTRY_SE: [c('TOC_ENTRY_SE', '01', '그룹', 'Group', 1), c('TOC_ENTRY_SE', '02', '레이어', 'Layer', 2)],
};

/**
 * The answer of GET /api/common/code/detail?groupCode= from `codes` (the seeded codes by
 * default; pass changed copies to test edited labels); a 404 envelope for an unknown group.
 */
export function commonCodesAnswer(
  url: URL,
  codes: Readonly<Record<string, readonly CommonCode[]>> = SEEDED_COMMON_CODES,
): Response {
  const groupCode = (url.searchParams.get('groupCode') ?? '').toUpperCase();
  const found = codes[groupCode];
  return found ? envelope(200, found) : envelope(404, null, `코드 그룹을 찾을 수 없습니다. (${groupCode})`);
}

/** Whether a request is a common-code lookup. */
export function isCommonCodesRequest(url: URL): boolean {
  return url.pathname === '/api/common/code/detail';
}
