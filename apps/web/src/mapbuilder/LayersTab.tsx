import type { BaseMapItem } from '../map-kit/map-types';
import { findNode, type TocAction, type TocLayerNode, type TocState } from '../map-kit/toc-state';
import { BaseMapPicker } from './BaseMapPicker';
import { LayerSettings } from './LayerSettings';
import { TocPanel } from './TocPanel';

export interface LayersTabProps {
  toc: TocState;
  change: (action: TocAction) => void;
  baseMaps: readonly BaseMapItem[];
  baseMapId: string | null;
  onBaseMap: (baseMap: BaseMapItem) => void;
  /** Who else is editing the map's layers now (live presence), or null. */
  editingNow: string | null;
  onZoom: (node: TocLayerNode) => void;
  /** The layer whose attribute table is docked, and the one being edited (TOC keys). */
  tableKey: string | null;
  editKey: string | null;
  onEdit: (key: string) => void;
  onToggleTable: (key: string) => void;
}

/** The builder's "layers" tab: base map, who is editing, the table of contents and the selected layer's settings. */
export function LayersTab({ toc, change, baseMaps, baseMapId, onBaseMap, editingNow, onZoom, tableKey, editKey, onEdit, onToggleTable }: LayersTabProps) {
  const selected = findNode(toc.nodes, toc.selectedKey);
  return (
    <div className="mb-side__layers">
      <BaseMapPicker baseMaps={baseMaps} selectedId={baseMapId} onSelect={onBaseMap} />
      {editingNow && (
        <p className="mb-live" role="status">
          {editingNow}
        </p>
      )}
      <TocPanel state={toc} dispatch={change} onZoom={onZoom} />
      {selected?.type === 'layer' && (
        <LayerSettings
          node={selected as TocLayerNode}
          dispatch={change}
          tableOpen={tableKey === selected.key}
          editing={editKey === selected.key}
          onEdit={() => onEdit(selected.key)}
          onToggleTable={() => onToggleTable(selected.key)}
        />
      )}
    </div>
  );
}
