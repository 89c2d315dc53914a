import { defaultLayerStyle, LYR_TY_SE_CODES, type LayerStyle, type PopupSetting } from '@nuri/domain';
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
  | { type: 'select'; key: string | null }
  | { type: 'load'; nodes: TocNode[] };

export const EMPTY_TOC: TocState = { nodes: [], selectedKey: null, seq: 1 };

/** Popups start off; the popup panel turns them on with the columns to show. */
export const DEFAULT_POPUP: PopupSetting = { enabled: false, columns: [] };

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
    layer,
  };
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
      const node = newLayerNode(action.layer, action.style);
      const group = action.groupKey ? state.nodes.find((n) => n.key === action.groupKey && n.type === 'group') : undefined;
      const nodes =
        group && group.type === 'group'
          ? state.nodes.map((n) => (n === group ? { ...group, children: [node, ...group.children] } : n))
          : [node, ...state.nodes];
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
    case 'select':
      return { ...state, selectedKey: action.key && findNode(state.nodes, action.key) ? action.key : null };
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
