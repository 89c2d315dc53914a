import { DEFAULT_SYMBOL, defaultLayerStyle, layerStyleKind, LYR_TY_SE_CODES, type LayerStyle, type PopupSetting, type SymbolStyle, type TimeSetting } from '@nuri/domain';
import type { TocLayerInfo } from './map-types';

// The builder's table of contents: groups of layers and layers, first entry drawn on top
// (the web map's TOC order). A pure reducer, so the screen and its tests share it.

export interface TocLayerNode {
  type: 'layer';
  key: string;
  tocNm: string;
  visible: boolean;
  opacity: number;
  style: LayerStyle;
  popup: PopupSetting;
  /** Point layers: clustered (distance 50). */
  cluster: boolean;
  /** The time slider (issue 24): a date/time column and the window shown, or null. */
  time: TimeSetting | null;
  layer: TocLayerInfo;
}

export interface TocGroupNode {
  type: 'group';
  key: string;
  tocNm: string;
  visible: boolean;
  opacity: number;
  children: TocLayerNode[];
}

export type TocNode = TocLayerNode | TocGroupNode;

export interface TocState {
  nodes: TocNode[];
  selectedKey: string | null;
  /** Next number for new group keys. */
  seq: number;
}

/** Where an entry goes: top level (groupKey null) or inside a group, at an index. */
export interface TocPlace {
  groupKey: string | null;
  index: number;
}

export type TocAction =
  | { type: 'addLayer'; layer: TocLayerInfo; style?: LayerStyle; groupKey?: string | null }
  | { type: 'addGroup'; name: string }
  | { type: 'move'; key: string; to: TocPlace }
  | { type: 'toggle'; key: string }
  | { type: 'setOpacity'; key: string; opacity: number }
  | { type: 'rename'; key: string; name: string }
  | { type: 'remove'; key: string }
  | { type: 'setStyle'; key: string; style: LayerStyle }
  | { type: 'setPopup'; key: string; popup: PopupSetting }
  | { type: 'setCluster'; key: string; cluster: boolean }
  | { type: 'setTime'; key: string; time: TimeSetting | null }
  | { type: 'select'; key: string | null }
  /** Someone saved the layer's data (live events): its tiles are drawn anew. Not a change of the map. */
  | { type: 'dataChanged'; lyrId: string; dataVersion: number }
  | { type: 'load'; nodes: TocNode[] };

export const EMPTY_TOC: TocState = { nodes: [], selectedKey: null, seq: 1 };

/** Popups start off; the popup panel turns them on with the columns to show. */
export const DEFAULT_POPUP: PopupSetting = { enabled: false, columns: [] };

/**
 * The colours new layers take in turn (Tableau 10, a qualitative palette whose neighbours are
 * told apart, also by most colour-blind readers).
 */
export const LAYER_PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'] as const;

/** A '#rrggbb' colour darkened by `factor` (0–1), for outlines. */
export function darken(hex: string, factor = 0.65): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * factor).toString(16).padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * A new layer's symbol in `colour`, suited to its geometry: polygons a translucent fill with a
 * darker thin outline, lines a 2 px stroke, points an opaque dot with a white ring.
 */
export function symbolFor(lyrTySeCode: string, colour: string): SymbolStyle {
  switch (lyrTySeCode) {
    case LYR_TY_SE_CODES.POINT:
      return { ...DEFAULT_SYMBOL, fillColor: colour, strokeColor: '#ffffff', strokeWidth: 1, pointRadius: 5 };
    case LYR_TY_SE_CODES.LINE:
      return { ...DEFAULT_SYMBOL, fillColor: `${colour}59`, strokeColor: colour, strokeWidth: 2 };
    default:
      return { ...DEFAULT_SYMBOL, fillColor: `${colour}59`, strokeColor: darken(colour), strokeWidth: 1 };
  }
}

/** The palette colour a layer's symbol was made from (its stroke for lines, else its fill). */
function colourOf(node: TocLayerNode): string {
  const symbol = node.style.base;
  return (node.layer.lyrTySeCode === LYR_TY_SE_CODES.LINE ? symbol.strokeColor : symbol.fillColor).slice(0, 7).toLowerCase();
}

/** The first palette colour no feature layer of the TOC uses yet (after ten, they repeat in turn). */
export function nextLayerColour(nodes: readonly TocNode[]): string {
  const layers = allLayers(nodes).filter((n) => !coversBelow(n.layer));
  const used = new Set(layers.map(colourOf));
  return LAYER_PALETTE.find((c) => !used.has(c)) ?? LAYER_PALETTE[layers.length % LAYER_PALETTE.length];
}

/** A new layer's style: the default one with a symbol suited to its geometry in `colour` (rasters draw their own colours). */
export function newLayerStyle(layer: Pick<TocLayerInfo, 'lyrTySeCode' | 'uploadTy' | 'lyrStleCode'>, colour: string): LayerStyle {
  if (coversBelow(layer)) return defaultLayerStyle();
  return { ...defaultLayerStyle(), base: symbolFor(layer.lyrTySeCode, colour) };
}

/**
 * Layers drawn as pictures that cover what lies under them: rasters and remote image layers
 * (WMS, WMTS, XYZ; WFS and vector tiles draw features). New ones go under the vector layers.
 */
export function coversBelow(layer: Pick<TocLayerInfo, 'lyrTySeCode' | 'uploadTy' | 'lyrStleCode'>): boolean {
  if (layer.lyrTySeCode === LYR_TY_SE_CODES.TIFF) return true;
  const kind = layerStyleKind(layer.lyrStleCode);
  return layer.uploadTy === 'web' && kind !== 'wfs' && kind !== 'mvt';
}

/** Where a new top-level layer goes: on top, but a covering one just under the lowest entry holding features. */
function newLayerIndex(nodes: readonly TocNode[], layer: TocLayerInfo): number {
  if (!coversBelow(layer)) return 0;
  let index = 0;
  nodes.forEach((n, i) => {
    const members = n.type === 'group' ? n.children : [n];
    if (members.some((m) => !coversBelow(m.layer))) index = i + 1;
  });
  return index;
}

export function layerKey(lyrId: string): string {
  return `lyr:${lyrId}`;
}

export function newLayerNode(layer: TocLayerInfo, style: LayerStyle = defaultLayerStyle()): TocLayerNode {
  return {
    type: 'layer',
    key: layerKey(layer.lyrId),
    tocNm: layer.lyrNm.slice(0, 200) || layer.lyrId,
    visible: true,
    opacity: 1,
    style,
    popup: { ...DEFAULT_POPUP, columns: [] },
    cluster: false,
    time: null,
    layer,
  };
}

/** Layers a time slider can filter: our point, line and polygon layers (drawn as vector tiles). */
export function hasTimeSlider(n: Pick<TocLayerNode, 'layer'>): boolean {
  const { lyrTySeCode, uploadTy } = n.layer;
  return uploadTy !== 'web' && ([LYR_TY_SE_CODES.POINT, LYR_TY_SE_CODES.LINE, LYR_TY_SE_CODES.POLYGON] as string[]).includes(lyrTySeCode);
}

/** Every layer entry, top to bottom, inside groups too. */
export function allLayers(nodes: readonly TocNode[]): TocLayerNode[] {
  return nodes.flatMap((n) => (n.type === 'group' ? n.children : [n]));
}

export function findNode(nodes: readonly TocNode[], key: string | null): TocNode | null {
  if (!key) return null;
  for (const n of nodes) {
    if (n.key === key) return n;
    if (n.type === 'group') {
      const child = n.children.find((c) => c.key === key);
      if (child) return child;
    }
  }
  return null;
}

/** The group holding a layer (null at the top level or when absent). */
export function parentOf(nodes: readonly TocNode[], key: string): TocGroupNode | null {
  return (nodes.find((n) => n.type === 'group' && n.children.some((c) => c.key === key)) as TocGroupNode | undefined) ?? null;
}

export function isPointLayer(node: TocLayerNode): boolean {
  return node.layer.lyrTySeCode === LYR_TY_SE_CODES.POINT;
}

function mapNode(nodes: TocNode[], key: string, fn: (n: TocNode) => TocNode): TocNode[] {
  return nodes.map((n) => {
    if (n.key === key) return fn(n);
    if (n.type === 'group' && n.children.some((c) => c.key === key)) {
      return { ...n, children: n.children.map((c) => (c.key === key ? (fn(c) as TocLayerNode) : c)) };
    }
    return n;
  });
}

function mapLayer(nodes: TocNode[], key: string, fn: (n: TocLayerNode) => TocLayerNode): TocNode[] {
  return mapNode(nodes, key, (n) => (n.type === 'layer' ? fn(n) : n));
}

function without(nodes: TocNode[], key: string): { nodes: TocNode[]; removed: TocNode | null } {
  let removed: TocNode | null = null;
  const out: TocNode[] = [];
  for (const n of nodes) {
    if (n.key === key) {
      removed = n;
      continue;
    }
    if (n.type === 'group') {
      const child = n.children.find((c) => c.key === key);
      if (child) {
        removed = child;
        out.push({ ...n, children: n.children.filter((c) => c.key !== key) });
        continue;
      }
    }
    out.push(n);
  }
  return { nodes: out, removed };
}

function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const i = Math.max(0, Math.min(list.length, index));
  return [...list.slice(0, i), item, ...list.slice(i)];
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 1);

export function tocReducer(state: TocState, action: TocAction): TocState {
  switch (action.type) {
    case 'addLayer': {
      if (allLayers(state.nodes).some((n) => n.layer.lyrId === action.layer.lyrId)) {
        return { ...state, selectedKey: layerKey(action.layer.lyrId) };
      }
      const node = newLayerNode(action.layer, action.style ?? newLayerStyle(action.layer, nextLayerColour(state.nodes)));
      const group = action.groupKey ? state.nodes.find((n) => n.key === action.groupKey && n.type === 'group') : undefined;
      const nodes =
        group && group.type === 'group'
          ? state.nodes.map((n) => (n === group ? { ...group, children: [node, ...group.children] } : n))
          : insertAt(state.nodes, newLayerIndex(state.nodes, action.layer), node);
      return { ...state, nodes, selectedKey: node.key };
    }
    case 'addGroup': {
      const group: TocGroupNode = { type: 'group', key: `grp:${state.seq}`, tocNm: action.name.slice(0, 200), visible: true, opacity: 1, children: [] };
      return { ...state, nodes: [group, ...state.nodes], seq: state.seq + 1 };
    }
    case 'move': {
      const { nodes, removed } = without(state.nodes, action.key);
      if (!removed) return state;
      const { groupKey, index } = action.to;
      if (groupKey === null) return { ...state, nodes: insertAt(nodes, index, removed) };
      // Groups hold layers only, one level deep.
      if (removed.type === 'group') return state;
      const target = nodes.find((n) => n.key === groupKey);
      if (!target || target.type !== 'group') return state;
      return { ...state, nodes: nodes.map((n) => (n === target ? { ...target, children: insertAt(target.children, index, removed) } : n)) };
    }
    case 'toggle':
      return { ...state, nodes: mapNode(state.nodes, action.key, (n) => ({ ...n, visible: !n.visible })) };
    case 'setOpacity':
      return { ...state, nodes: mapNode(state.nodes, action.key, (n) => ({ ...n, opacity: clamp01(action.opacity) })) };
    case 'rename': {
      const name = action.name.trim().slice(0, 200);
      if (!name) return state;
      return { ...state, nodes: mapNode(state.nodes, action.key, (n) => ({ ...n, tocNm: name })) };
    }
    case 'remove': {
      const { nodes, removed } = without(state.nodes, action.key);
      if (!removed) return state;
      const gone = removed.type === 'group' ? [removed.key, ...removed.children.map((c) => c.key)] : [removed.key];
      return { ...state, nodes, selectedKey: state.selectedKey && gone.includes(state.selectedKey) ? null : state.selectedKey };
    }
    case 'setStyle':
      return { ...state, nodes: mapLayer(state.nodes, action.key, (n) => ({ ...n, style: action.style })) };
    case 'setPopup':
      return { ...state, nodes: mapLayer(state.nodes, action.key, (n) => ({ ...n, popup: action.popup })) };
    case 'setCluster':
      return { ...state, nodes: mapLayer(state.nodes, action.key, (n) => ({ ...n, cluster: action.cluster && isPointLayer(n) })) };
    case 'setTime':
      return { ...state, nodes: mapLayer(state.nodes, action.key, (n) => ({ ...n, time: action.time && hasTimeSlider(n) ? action.time : null })) };
    case 'select':
      return { ...state, selectedKey: action.key && findNode(state.nodes, action.key) ? action.key : null };
    case 'dataChanged': {
      const bump = (n: TocLayerNode): TocLayerNode =>
        n.layer.lyrId === action.lyrId && n.layer.dataVersion < action.dataVersion
          ? { ...n, layer: { ...n.layer, dataVersion: action.dataVersion } }
          : n;
      return { ...state, nodes: state.nodes.map((n) => (n.type === 'group' ? { ...n, children: n.children.map(bump) } : bump(n))) };
    }
    case 'load': {
      const groups = action.nodes.filter((n) => n.type === 'group').length;
      return { nodes: action.nodes, selectedKey: null, seq: groups + 1 };
    }
  }
}

/** A layer as the map draws it: visibility and opacity combined with its group's. */
export interface DrawnTocLayer {
  node: TocLayerNode;
  visible: boolean;
  opacity: number;
  /** 0 = bottom. */
  zIndex: number;
}

/** The layers to draw, bottom first, with their group's visibility and opacity applied. */
export function drawList(nodes: readonly TocNode[]): DrawnTocLayer[] {
  const topDown: Omit<DrawnTocLayer, 'zIndex'>[] = [];
  for (const n of nodes) {
    if (n.type === 'group') {
      for (const c of n.children) topDown.push({ node: c, visible: n.visible && c.visible, opacity: n.opacity * c.opacity });
    } else {
      topDown.push({ node: n, visible: n.visible, opacity: n.opacity });
    }
  }
  return topDown.reverse().map((d, i) => ({ ...d, zIndex: i }));
}
