import type { MapController } from '@nuri/map';
import { lazy, Suspense, useEffect } from 'react';
import { findNode, type TocNode } from '../../map-kit/toc-state';

const FeatureEditing = lazy(() => import('./FeatureEditing'));

export interface EditingOverlayProps {
  controller: MapController | null;
  nodes: readonly TocNode[];
  /** The TOC key of the layer in edit mode (null: none). */
  editKey: string | null;
  /** The row selected in the layer's docked attribute table: selected for editing too. */
  rowGid?: number | null;
  onClose: () => void;
  /** A save went through: the layer's new data version. */
  onSaved: (lyrId: string, dataVersion: number) => void;
  say: (text: string) => void;
}

/** The builder's edit mode, loaded when first used; it ends when its layer leaves the TOC. */
export function EditingOverlay({ controller, nodes, editKey, rowGid = null, onClose, onSaved, say }: EditingOverlayProps) {
  const node = findNode(nodes, editKey);
  const gone = Boolean(editKey) && node?.type !== 'layer';
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);
  if (!controller || !node || node.type !== 'layer') return null;
  return (
    <Suspense fallback={null}>
      <FeatureEditing key={node.key} controller={controller} node={node} nodes={nodes} rowGid={rowGid} onSaved={(v) => onSaved(node.layer.lyrId, v)} onClose={onClose} say={say} />
    </Suspense>
  );
}
