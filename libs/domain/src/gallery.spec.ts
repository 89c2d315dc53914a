import { en } from './i18n/en';
import { ko } from './i18n/ko';
import {
  ALL_CONFM_STTUS_CODES,
  CONFM_STTUS_MESSAGE_KEYS,
  contentsTypeOfKind,
  GALLERY_SORT_MESSAGE_KEYS,
  GALLERY_SORTS,
  GALLERY_TYPE_MESSAGE_KEYS,
  isGalleryType,
  MAP_GALE_KND_MESSAGE_KEYS,
  needsRejectReason,
  OPEN_CONFM_STTUS_CODES,
} from './gallery';
import { DEFAULT_GALLERY_TYPE, GALLERY_TYPES } from './ui';

describe('gallery codes', () => {
  it('publishes web maps (01) as MAP and themed apps (02) as APP contents', () => {
    expect(contentsTypeOfKind('01')).toBe('MAP');
    expect(contentsTypeOfKind('02')).toBe('APP');
  });

  it('requires a reason only for rejections', () => {
    expect(ALL_CONFM_STTUS_CODES.filter(needsRejectReason)).toEqual(['03']);
  });

  it('treats requested and approved requests as open', () => {
    expect(OPEN_CONFM_STTUS_CODES).toEqual(['01', '02']);
  });

  it('knows the two gallery types, instt by default', () => {
    expect([...GALLERY_TYPES].sort()).toEqual(['instt', 'product']);
    expect(DEFAULT_GALLERY_TYPE).toBe('instt');
    expect(isGalleryType('product')).toBe(true);
    expect(isGalleryType('nuri')).toBe(false);
    expect(isGalleryType(undefined)).toBe(false);
  });

  it('labels every status, kind, gallery type and sort in both languages', () => {
    const keys = [
      ...Object.values(CONFM_STTUS_MESSAGE_KEYS),
      ...Object.values(MAP_GALE_KND_MESSAGE_KEYS),
      ...Object.values(GALLERY_TYPE_MESSAGE_KEYS),
      ...GALLERY_SORTS.map((s) => GALLERY_SORT_MESSAGE_KEYS[s]),
    ];
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      expect(ko[key]).toEqual(expect.any(String));
      expect(en[key]).toEqual(expect.any(String));
    }
    expect(ko[CONFM_STTUS_MESSAGE_KEYS['03']]).toBe('반려');
  });
});
