// The common-code groups the apps read (GET /api/common/code/detail?groupCode=): the spec's
// MPD007 (layer upload types) and MPD025 (upload geometry options), clear names elsewhere.
export const CODE_GROUPS = {
  USER_SE: 'USER_SE',
  SHARE_SCOPE: 'SHARE_SCOPE',
  LYR_TY_SE: 'LYR_TY_SE',
  HOLD_DATA_SE: 'HOLD_DATA_SE',
  UPLOAD_TYPE: 'MPD007',
  UPLOAD_GEOMETRY: 'MPD025',
  LYR_STLE: 'LYR_STLE',
  BCRN_MAP_CL: 'BCRN_MAP_CL',
  USE_STTUS_SE: 'USE_STTUS_SE',
  USE_PBLONSIP_SE: 'USE_PBLONSIP_SE',
  WEBAPP_TY: 'WEBAPP_TY',
  MAP_GALE_KND_SE: 'MAP_GALE_KND_SE',
  CONFM_STTUS: 'CONFM_STTUS',
  GALLERY_TYPE: 'GALLERY_TYPE',
  CONTENTS_TYPE: 'CONTENTS_TYPE',
  PLAN: 'PLAN',
  WHDWL_RESN: 'WHDWL_RESN',
  INSTT_STTUS: 'INSTT_STTUS',
  TOC_ENTRY_SE: 'TOC_ENTRY_SE',
} as const;
export type CodeGroup = (typeof CODE_GROUPS)[keyof typeof CODE_GROUPS];
