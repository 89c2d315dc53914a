import { defaultLayerStyle, type LayerStyle, type PopupSetting, type TimeSetting } from '@nuri/domain';
import { WEB_MAP_PROJECTIONS, type TocEntryDetail, type TocEntrySave, type WebMapDetail, type WebMapProjection, type WebMapSave, type WebMapView } from './map-types';
import { DEFAULT_LEGEND, legendFromSaved, legendToSave, type LegendSetting } from './legend';
import { DEFAULT_POPUP, type TocGroupNode, type TocLayerNode, type TocNode } from './toc-state';

export interface BuilderMeta {
  title: string;
  description: string;
}

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 4000;

/**
 * The title of a copy made by "save as" ('… (사본)'), within the title limit: the original
 * title is shortened, never the suffix. `format` is the catalogue text with a {title} slot.
 */
export function copyTitle(title: string, format: (title: string) => string): string {
  const full = format(title);
  if (full.length <= TITLE_MAX) return full;
  const extra = full.length - title.length;
  return format(title.slice(0, Math.max(0, TITLE_MAX - extra)));
}

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function layerEntry(n: TocLayerNode): TocEntrySave {
  return {
    lyrGroupSeCode: '02',
    tocNm: n.tocNm,
    visibleAt: yn(n.visible),
    opacity: round(n.opacity, 3),
    lyrId: n.layer.lyrId,
    style: n.style,
    popup: n.popup,
    clusterAt: yn(n.cluster),
    ...(n.time ? { time: n.time } : {}),
  };
}

function groupEntry(g: TocGroupNode): TocEntrySave {
  return { lyrGroupSeCode: '01', tocNm: g.tocNm, visibleAt: yn(g.visible), opacity: round(g.opacity, 3), clusterAt: 'N', children: g.children.map(layerEntry) };
}

export function isWebMapProjection(code: string): code is WebMapProjection {
  return (WEB_MAP_PROJECTIONS as readonly string[]).includes(code);
}

/**
 * The body of POST /api/webmap and PUT /api/webmap/{userMapId} (CONTRACT.md): the TOC in order,
 * first on top, and the legend's order (by layer id) and folded state.
 */
export function buildSavePayload(
  meta: BuilderMeta,
  bcrnMapId: string | null,
  view: { projection: string; center: readonly number[]; zoom: number },
  nodes: readonly TocNode[],
  legend: LegendSetting = DEFAULT_LEGEND,
): WebMapSave {
  if (!isWebMapProjection(view.projection)) throw new Error(`unsupported view projection ${view.projection}`);
  const description = meta.description.trim();
  return {
    userMapSj: meta.title.trim().slice(0, TITLE_MAX),
    userMapCn: description ? description.slice(0, DESCRIPTION_MAX) : null,
    bcrnMapId,
    view: { projection: view.projection, center: [round(view.center[0], 3), round(view.center[1], 3)], zoom: round(view.zoom, 2) },
    toc: nodes.map((n) => (n.type === 'group' ? groupEntry(n) : layerEntry(n))),
    legend: legendToSave(legend, nodes),
  };
}

function layerNode(e: TocEntryDetail): TocLayerNode | null {
  if (!e.lyrId) return null;
  const layer = e.layer;
  return {
    type: 'layer',
    key: `lyr:${e.lyrId}`,
    tocNm: e.tocNm,
    visible: e.visibleAt === 'Y',
    opacity: e.opacity,
    style: (e.style as LayerStyle | null) ?? defaultLayerStyle(),
    popup: (e.popup as PopupSetting | null) ?? { ...DEFAULT_POPUP, columns: [] },
    cluster: e.clusterAt === 'Y',
    time: (e.time as TimeSetting | null | undefined) ?? null,
    layer: layer
      ? { ...layer, viewable: layer.viewable }
      : { lyrId: e.lyrId, lyrNm: e.tocNm, lyrTySeCode: '3', uploadTy: 'shp', lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 0, viewable: false },
  };
}

/** The TOC of a saved web map as the builder's state (groups keep their order and children). */
export function tocFromDetail(entries: readonly TocEntryDetail[]): TocNode[] {
  const nodes: TocNode[] = [];
  let groups = 0;
  for (const e of entries) {
    if (e.lyrGroupSeCode === '01') {
      groups += 1;
      nodes.push({
        type: 'group',
        key: `grp:${groups}`,
        tocNm: e.tocNm,
        visible: e.visibleAt === 'Y',
        opacity: e.opacity,
        children: (e.children ?? []).map(layerNode).filter((n): n is TocLayerNode => n !== null),
      });
    } else {
      const n = layerNode(e);
      if (n) nodes.push(n);
    }
  }
  return nodes;
}

/** What loading a saved map restores besides the TOC. */
export interface RestoredMap {
  meta: BuilderMeta;
  bcrnMapId: string | null;
  view: WebMapView | null;
  nodes: TocNode[];
  /** The legend's order (TOC keys) and folded state. */
  legend: LegendSetting;
  canEdit: boolean;
}

export function restoreFromDetail(detail: WebMapDetail): RestoredMap {
  return {
    meta: { title: detail.userMapSj, description: detail.userMapCn ?? '' },
    bcrnMapId: detail.bcrnMapId,
    view: detail.view,
    nodes: tocFromDetail(detail.toc),
    legend: legendFromSaved(detail.legend),
    canEdit: detail.canEdit,
  };
}
