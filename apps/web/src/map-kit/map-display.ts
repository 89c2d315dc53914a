import { isHybridOverlay } from '@nuri/domain';
import type { MapController, TileTimeWindow } from '@nuri/map';
import { baseMapSpec, defaultBaseMap, underlayFor } from './base-maps';
import type { BaseMapItem } from './map-types';
import { drawList, type TocNode } from './toc-state';

// Drawing a web map's pieces on a MapController: shared by the map builder and the read-only
// web map of the themed app viewer (apps/web/src/webapps).

/**
 * Applies the TOC to the map (only layers the user may see). `userMapId` names the web map the
 * layers are seen through (a viewer's shared map): their tiles then carry it for the access policy.
 */
export function syncToc(controller: MapController, nodes: readonly TocNode[], userMapId?: string | null): void {
  controller.syncLayers(
    drawList(nodes)
      .filter((d) => d.node.layer.viewable)
      .map((d) => ({
        key: d.node.key,
        spec: { ...d.node.layer, style: d.node.style, cluster: d.node.cluster, time: timeWindowOf(d.node), ...(userMapId ? { userMapId } : {}) },
        visible: d.visible,
        opacity: d.opacity,
        zIndex: d.zIndex,
      })),
  );
}

/** The window a layer's tiles are filtered by: its time slider's, once the slider has one. */
export function timeWindowOf(n: TocNode): TileTimeWindow | null {
  if (n.type !== 'layer' || !n.time?.from || !n.time.to) return null;
  return { column: n.time.column, from: n.time.from, to: n.time.to };
}

/** What showing a base map came to: drawn, waiting for the list, or use another one instead. */
export type BaseMapOutcome = { kind: 'shown' } | { kind: 'wait' } | { kind: 'replace'; bcrnMapId: string | null };

/**
 * Shows the base map `bcrnMapId` (null: none) from the picker list. A base map that is gone or no
 * longer usable here gives 'replace' with the default one (the caller switches to it).
 */
export function applyBaseMap(controller: MapController, bcrnMapId: string | null, list: readonly BaseMapItem[] | undefined): BaseMapOutcome {
  if (bcrnMapId !== null && !list) return { kind: 'wait' };
  const item = bcrnMapId ? list?.find((b) => b.bcrnMapId === bcrnMapId) : undefined;
  if (bcrnMapId && list && (!item || item.availableAt !== 'Y')) {
    return { kind: 'replace', bcrnMapId: defaultBaseMap(list)?.bcrnMapId ?? null };
  }
  if (item) {
    const under = isHybridOverlay(item.lyrStleCode) ? underlayFor(item, list ?? []) : null;
    controller.setBaseMap(baseMapSpec(item), under ? baseMapSpec(under) : null);
  } else {
    controller.setBaseMap(null);
  }
  return { kind: 'shown' };
}

/** The base maps drawn for `bcrnMapId`: a hybrid overlay with the map under it, or the one map (for credits). */
export function shownBaseMaps(bcrnMapId: string | null | undefined, list: readonly BaseMapItem[] | undefined): BaseMapItem[] {
  const item = bcrnMapId ? list?.find((b) => b.bcrnMapId === bcrnMapId) : undefined;
  if (!item) return [];
  const under = isHybridOverlay(item.lyrStleCode) ? underlayFor(item, list ?? []) : null;
  return under ? [under, item] : [item];
}
