import { MigrationInterface, QueryRunner } from 'typeorm';

/** [code, Korean label, English label] in display order. */
type SeedCode = readonly [string, string, string];

interface SeedGroup {
  groupCode: string;
  ko: string;
  en: string;
  codes: readonly SeedCode[];
}

/**
 * Every code the product uses, labelled as the catalogs showed them when the codes moved to the
 * database (issue: integrator access). The spec's own group codes (MPD007 upload types, MPD025
 * geometry options) where it names one; clear names elsewhere. Kept here (not imported) so the
 * migration never changes after it ran; the e2e test compares it with the @nuri/domain constants.
 */
export const COMMON_CODE_SEED: readonly SeedGroup[] = [
  {
    groupCode: 'USER_SE',
    ko: '사용자 등급',
    en: 'User level',
    codes: [
      ['4', '플랫폼 관리자', 'Platform admin'],
      ['11', '편집자', 'Editor'],
      ['12', '일반 구성원', 'Member'],
      ['13', '열람자', 'Viewer'],
      ['14', '기관 관리자', 'Institution admin'],
    ],
  },
  {
    groupCode: 'SHARE_SCOPE',
    ko: '공유 범위',
    en: 'Share scope',
    codes: [
      ['0', '전체', 'Everyone'],
      ['1', '기관', 'Institution'],
      ['2', '그룹', 'Groups'],
      ['3', '사용자', 'Users'],
    ],
  },
  {
    groupCode: 'LYR_TY_SE',
    ko: '레이어 유형',
    en: 'Layer type',
    codes: [
      ['0', 'TIFF', 'TIFF'],
      ['1', '점', 'Point'],
      ['2', '선', 'Line'],
      ['3', '면', 'Polygon'],
      ['5', '레이어 그룹', 'Layer group'],
    ],
  },
  {
    groupCode: 'HOLD_DATA_SE',
    ko: '보유 데이터 구분',
    en: 'Data owner',
    codes: [
      ['1', '사용자 데이터', 'User data'],
      ['9', '국가공간정보', 'National spatial information'],
    ],
  },
  {
    groupCode: 'MPD007',
    ko: '레이어 업로드 유형',
    en: 'Layer upload type',
    codes: [
      ['shp', 'SHP', 'SHP'],
      ['geocoding', '지오코딩', 'Geocoding'],
      ['dxf', 'DXF(CAD)', 'DXF (CAD)'],
      ['geotiff', 'GeoTIFF', 'GeoTIFF'],
      ['image', '이미지', 'Image'],
      ['web', '웹(URL)', 'Web (URL)'],
      ['custom', '직접 생성', 'Create directly'],
    ],
  },
  {
    groupCode: 'MPD025',
    ko: '업로드 도형 유형',
    en: 'Upload geometry type',
    codes: [
      ['point', '점', 'Point'],
      ['line', '선', 'Line'],
      ['polygon', '면', 'Polygon'],
    ],
  },
  {
    groupCode: 'LYR_STLE',
    ko: '배경지도 유형',
    en: 'Base map source type',
    codes: [
      ['Z', 'XYZ 타일', 'XYZ tiles'],
      ['T', 'WMTS', 'WMTS'],
      ['W', 'WMS', 'WMS'],
      ['H', '하이브리드(중첩)', 'Hybrid overlay'],
      ['V', '벡터 타일(오프라인)', 'Vector tiles (offline)'],
      ['U', 'TMS', 'TMS'],
      ['A', 'ArcGIS 타일', 'ArcGIS tiles'],
      ['I', '타일 이미지', 'Tile image'],
      ['F', 'WFS', 'WFS'],
    ],
  },
  {
    groupCode: 'BCRN_MAP_CL',
    ko: '배경지도 구분',
    en: 'Base map kind',
    codes: [
      ['01', '일반지도', 'General map'],
      ['02', '영상지도', 'Image map'],
      ['03', '중첩지도', 'Overlay'],
    ],
  },
  {
    groupCode: 'USE_STTUS_SE',
    ko: '사용 상태',
    en: 'Use status',
    codes: [
      ['01', '사용', 'In use'],
      ['02', '미사용', 'Not in use'],
    ],
  },
  {
    groupCode: 'USE_PBLONSIP_SE',
    ko: '공개 범위',
    en: 'Publicity',
    codes: [
      ['01', '비공개', 'Private'],
      ['02', '사용자·그룹 공유', 'Users and groups'],
      ['03', '기관 공유', 'Institution'],
      ['04', '전체 공유', 'Everyone'],
    ],
  },
  {
    groupCode: 'WEBAPP_TY',
    ko: '테마지도 앱 유형',
    en: 'Themed app type',
    codes: [
      ['TAB', '탭형', 'Tabs'],
      ['JOR', '섹션 탭형 (JOR)', 'Section tabs (JOR)'],
      ['SES', '섹션 탭형 (SES)', 'Section tabs (SES)'],
      ['SIMPLE', '간편형 (지도 1개)', 'Simple (one map)'],
    ],
  },
  {
    groupCode: 'MAP_GALE_KND_SE',
    ko: '갤러리 종류',
    en: 'Gallery item kind',
    codes: [
      ['01', '웹지도', 'Web map'],
      ['02', '테마지도', 'Themed map'],
    ],
  },
  {
    groupCode: 'CONFM_STTUS',
    ko: '갤러리 승인 상태',
    en: 'Gallery approval status',
    codes: [
      ['01', '승인 대기', 'Waiting'],
      ['02', '승인', 'Approved'],
      ['03', '반려', 'Rejected'],
    ],
  },
  {
    groupCode: 'GALLERY_TYPE',
    ko: '갤러리 구분',
    en: 'Gallery',
    codes: [
      ['instt', '기관 갤러리', 'Institution gallery'],
      ['product', '누리지도 갤러리', 'Nuri Map gallery'],
    ],
  },
  {
    groupCode: 'CONTENTS_TYPE',
    ko: '콘텐츠 유형',
    en: 'Content type',
    codes: [
      ['MAP', '웹지도', 'Web map'],
      ['APP', '테마지도', 'Themed map'],
      ['LYR', '레이어', 'Layer'],
    ],
  },
  {
    groupCode: 'PLAN',
    ko: '요금제',
    en: 'Price plan',
    codes: [
      ['000001', '기본 요금제', 'Basic plan'],
      ['000004', '교육용 요금제 A', 'Education plan A'],
      ['000005', '교육용 요금제 B', 'Education plan B'],
    ],
  },
  {
    groupCode: 'WHDWL_RESN',
    ko: '탈퇴 사유',
    en: 'Withdrawal reason',
    codes: [
      ['01', '서비스를 자주 사용하지 않음', 'I rarely use the service'],
      ['02', '원하는 기능이 없음', 'It lacks a feature I need'],
      ['03', '이용 요금이 부담됨', 'It costs too much'],
      ['04', '개인정보 보호가 걱정됨', 'I worry about my personal data'],
      ['05', '다른 서비스를 이용함', 'I use another service'],
      ['99', '기타', 'Other'],
    ],
  },
  {
    groupCode: 'INSTT_STTUS',
    ko: '기관 운영 상태',
    en: 'Institution status',
    codes: [
      ['NORMAL', '정상 운영', 'Normal operation'],
      ['BILLING', '결제 진행 중', 'Billing in progress'],
      ['PAUSED', '일시 정지', 'Paused'],
    ],
  },
  {
    groupCode: 'TOC_ENTRY_SE',
    ko: '목차 항목 구분',
    en: 'Table of contents entry',
    codes: [
      ['01', '그룹', 'Group'],
      ['02', '레이어', 'Layer'],
    ],
  },
];

/** Common code groups and codes, seeded with every code the product uses (issue: integrator access). */
export class CommonCodes1732150000010 implements MigrationInterface {
  name = 'CommonCodes1732150000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cmmn_code_group (
        group_code varchar(30) PRIMARY KEY,
        group_nm_ko varchar(100) NOT NULL,
        group_nm_en varchar(100) NOT NULL,
        use_at char(1) NOT NULL DEFAULT 'Y' CHECK (use_at IN ('Y', 'N')),
        updusr_id varchar(30),
        updt_dt timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE cmmn_code (
        group_code varchar(30) NOT NULL REFERENCES cmmn_code_group (group_code) ON DELETE CASCADE,
        code varchar(30) NOT NULL,
        code_nm_ko varchar(100) NOT NULL,
        code_nm_en varchar(100) NOT NULL,
        code_ordr integer NOT NULL DEFAULT 0 CHECK (code_ordr >= 0),
        use_at char(1) NOT NULL DEFAULT 'Y' CHECK (use_at IN ('Y', 'N')),
        updusr_id varchar(30),
        updt_dt timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_code, code)
      )`);
    for (const group of COMMON_CODE_SEED) {
      await q.query(
        `INSERT INTO cmmn_code_group (group_code, group_nm_ko, group_nm_en) VALUES ($1, $2, $3)`,
        [group.groupCode, group.ko, group.en],
      );
      for (const [index, [code, ko, en]] of group.codes.entries()) {
        await q.query(
          `INSERT INTO cmmn_code (group_code, code, code_nm_ko, code_nm_en, code_ordr) VALUES ($1, $2, $3, $4, $5)`,
          [group.groupCode, code, ko, en, index + 1],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS cmmn_code`);
    await q.query(`DROP TABLE IF EXISTS cmmn_code_group`);
  }
}
