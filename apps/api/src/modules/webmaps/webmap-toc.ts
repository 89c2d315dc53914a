import {
  TOC_ENTRY_SE_CODES,
  TOC_NM_MAX_LENGTH,
  normalizeLayerStyle,
  normalizePopupSetting,
  normalizeTimeSetting,
  validateLayerStyle,
  validateTimeSetting,
  validatePopupSetting,
  WEBMAP_MAX_GROUPS,
  WEBMAP_MAX_LAYERS,
  type LayerStyle,
  type PopupSetting,
  type TimeSetting,
  type TocEntrySeCode,
} from '@nuri/domain';
import type { FieldError } from '../../common/errors/domain-error';

/** A checked TOC entry, ready to store. */
export interface TocEntry {
  lyrGroupSeCode: TocEntrySeCode;
  tocNm: string;
  visibleAt: 'Y' | 'N';
  opacity: number;
  clusterAt: 'Y' | 'N';
  lyrId: string | null;
  style: LayerStyle | null;
  popup: PopupSetting | null;
  /** The time slider's setting (issue 24), or null. */
  time: TimeSetting | null;
  children: TocEntry[];
  /** The field path of the entry (e.g. `toc[0].children[1]`), for later checks. */
  path: string;
}

const WRITABLE = new Set(['lyrGroupSeCode', 'tocNm', 'visibleAt', 'opacity', 'children', 'lyrId', 'style', 'popup', 'clusterAt', 'time']);
// Read-only fields of the detail: a client may send an entry back as it received it.
const READ_ONLY = new Set(['tocSn', 'parentTocSn', 'layer']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const present = (v: unknown): boolean => v !== undefined && v !== null;

/**
 * Checks the TOC of a save request (shape only; the layers' existence and viewability are
 * checked against the database afterwards). Groups ('01') sit at the top level and hold layers
 * only; layers ('02') carry lyrId, style, popup, cluster and time. Every problem is reported with its
 * field path.
 */
export function checkToc(raw: unknown[]): { entries: TocEntry[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let layers = 0;
  let groups = 0;

  const entry = (value: unknown, path: string, inGroup: boolean): TocEntry | null => {
    if (!isObject(value)) {
      errors.push({ field: path, message: 'webmap.toc.entryInvalid' });
      return null;
    }
    for (const key of Object.keys(value)) {
      if (!WRITABLE.has(key) && !READ_ONLY.has(key)) errors.push({ field: `${path}.${key}`, message: 'webmap.toc.unknownField', params: { name: key } });
    }
    const code = value.lyrGroupSeCode;
    if (code !== TOC_ENTRY_SE_CODES.GROUP && code !== TOC_ENTRY_SE_CODES.LAYER) {
      errors.push({ field: `${path}.lyrGroupSeCode`, message: 'webmap.toc.codeInvalid' });
      return null;
    }
    const tocNm = typeof value.tocNm === 'string' ? value.tocNm.trim() : '';
    if (!tocNm || tocNm.length > TOC_NM_MAX_LENGTH) {
      errors.push({ field: `${path}.tocNm`, message: 'webmap.toc.nameInvalid', params: { max: TOC_NM_MAX_LENGTH } });
    }
    const visibleAt = flag(value.visibleAt, 'Y', `${path}.visibleAt`);
    const clusterAt = flag(value.clusterAt, 'N', `${path}.clusterAt`);
    const opacity = value.opacity === undefined ? 1 : value.opacity;
    if (typeof opacity !== 'number' || !Number.isFinite(opacity) || opacity < 0 || opacity > 1) {
      errors.push({ field: `${path}.opacity`, message: 'webmap.toc.opacityInvalid' });
    }
    const base = { tocNm, visibleAt, clusterAt, opacity: typeof opacity === 'number' ? opacity : 1, path };

    if (code === TOC_ENTRY_SE_CODES.GROUP) {
      groups += 1;
      if (inGroup) errors.push({ field: `${path}.lyrGroupSeCode`, message: 'webmap.toc.nestedGroup' });
      for (const key of ['lyrId', 'style', 'popup', 'time'] as const) {
        if (present(value[key])) errors.push({ field: `${path}.${key}`, message: 'webmap.toc.groupField' });
      }
      if (clusterAt === 'Y') errors.push({ field: `${path}.clusterAt`, message: 'webmap.toc.groupField' });
      const children: TocEntry[] = [];
      if (present(value.children)) {
        if (!Array.isArray(value.children)) errors.push({ field: `${path}.children`, message: 'webmap.toc.listInvalid' });
        else
          value.children.forEach((c, j) => {
            const child = entry(c, `${path}.children[${j}]`, true);
            if (child) children.push(child);
          });
      }
      return { ...base, lyrGroupSeCode: code, clusterAt: 'N', lyrId: null, style: null, popup: null, time: null, children };
    }

    layers += 1;
    if (Array.isArray(value.children) ? value.children.length > 0 : present(value.children)) {
      errors.push({ field: `${path}.children`, message: 'webmap.toc.layerChildren' });
    }
    const lyrId = typeof value.lyrId === 'string' ? value.lyrId.trim() : '';
    if (!lyrId || lyrId.length > 40) errors.push({ field: `${path}.lyrId`, message: 'webmap.toc.lyrIdRequired' });
    const style = present(value.style) ? value.style : null;
    if (style !== null) {
      for (const problem of validateLayerStyle(style, `${path}.style`)) errors.push(described(problem, 'webmap.toc.styleInvalid'));
    }
    const popup = present(value.popup) ? value.popup : null;
    if (popup !== null) {
      for (const problem of validatePopupSetting(popup, `${path}.popup`)) errors.push(described(problem, 'webmap.toc.popupInvalid'));
    }
    const time = present(value.time) ? value.time : null;
    const timeProblems = time === null ? [] : validateTimeSetting(time, `${path}.time`);
    for (const problem of timeProblems) errors.push(described(problem, 'webmap.toc.timeInvalid'));
    return {
      ...base,
      lyrGroupSeCode: code,
      lyrId,
      // Stored in full form: the client's request cleanup drops false/null fields (spec 000 §5).
      style: style === null ? null : normalizeLayerStyle(style),
      popup: popup === null ? null : normalizePopupSetting(popup),
      time: time === null || timeProblems.length ? null : normalizeTimeSetting(time as TimeSetting),
      children: [],
    };
  };

  const flag = (v: unknown, fallback: 'Y' | 'N', field: string): 'Y' | 'N' => {
    if (v === undefined || v === null) return fallback;
    if (v === 'Y' || v === 'N') return v;
    errors.push({ field, message: 'webmap.toc.flagInvalid' });
    return fallback;
  };

  const entries: TocEntry[] = [];
  raw.forEach((value, i) => {
    const e = entry(value, `toc[${i}]`, false);
    if (e) entries.push(e);
  });
  if (layers > WEBMAP_MAX_LAYERS) errors.push({ field: 'toc', message: 'webmap.toc.tooManyLayers', params: { max: WEBMAP_MAX_LAYERS } });
  if (groups > WEBMAP_MAX_GROUPS) errors.push({ field: 'toc', message: 'webmap.toc.tooManyGroups', params: { max: WEBMAP_MAX_GROUPS } });
  return { entries, errors };
}

/** The layer entries of a TOC, groups' layers in place (drawing order, top first). */
export function tocLayers(entries: readonly TocEntry[]): TocEntry[] {
  return entries.flatMap((e) => (e.lyrGroupSeCode === TOC_ENTRY_SE_CODES.GROUP ? e.children : [e]));
}

/** A problem text of validateLayerStyle / validatePopupSetting ("<path> must …") as a field error. */
function described(problem: string, key: 'webmap.toc.styleInvalid' | 'webmap.toc.popupInvalid' | 'webmap.toc.timeInvalid'): FieldError {
  const space = problem.indexOf(' ');
  return { field: space > 0 ? problem.slice(0, space) : problem, message: key, params: { detail: problem } };
}
