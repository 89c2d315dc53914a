import {
  CONTENT_KIND_CODES,
  CONTENT_KIND_MESSAGE_KEYS,
  CONTENT_KIND_ROUTES,
  CONTENT_KIND_UI,
  CONTENT_KINDS,
  contentKindOfUi,
  isContentKind,
} from './content-kinds';
import { CONTENTS_TYPES } from './gallery';
import { translate } from './i18n';

describe('content kinds', () => {
  it('has one code per kind, the share table codes', () => {
    expect(CONTENT_KINDS).toEqual({ WEB_MAP: 'MAP', THEMED_APP: 'APP', LAYER: 'LYR' });
    expect([...CONTENT_KIND_CODES]).toEqual(['MAP', 'APP', 'LYR']);
    expect([...CONTENTS_TYPES]).toEqual([...CONTENT_KIND_CODES]);
  });

  it('maps the route and the share wizard names to the code and back', () => {
    expect(CONTENT_KIND_ROUTES).toEqual({ MAP: 'webmap', APP: 'webapp/tmplat', LYR: 'layers' });
    expect(CONTENT_KIND_UI).toEqual({ MAP: 'map', APP: 'theme', LYR: 'layer' });
    expect(contentKindOfUi('theme')).toBe('APP');
    expect(contentKindOfUi('map')).toBe('MAP');
    expect(contentKindOfUi('layer')).toBe('LYR');
  });

  it('labels each kind in Korean and English', () => {
    expect(CONTENT_KIND_CODES.map((k) => translate(CONTENT_KIND_MESSAGE_KEYS[k]))).toEqual(['웹맵', '테마지도', '레이어']);
    expect(CONTENT_KIND_CODES.map((k) => translate(CONTENT_KIND_MESSAGE_KEYS[k], {}, 'en'))).toEqual(['Web map', 'Themed map app', 'Layer']);
  });

  it('recognises only the three codes', () => {
    expect(CONTENT_KIND_CODES.every(isContentKind)).toBe(true);
    for (const other of ['NTT', 'map', 'theme', '', null, 1]) expect(isContentKind(other)).toBe(false);
  });
});
