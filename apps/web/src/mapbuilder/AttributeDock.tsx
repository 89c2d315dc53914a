import { useIsPiecesMobile } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import type { TocLayerNode } from '../map-kit/toc-state';
import { AttributeTable } from './panels';
import { Resizer } from './Resizer';

export interface AttributeDockProps {
  node: TocLayerNode;
  selectedGid: number | null;
  onSelectRow: (gid: number | null) => void;
  /** Zoom to a row's feature. */
  onLocate: (gid: number) => void;
  onClose: () => void;
  /** The dock's height on a desktop (kept by the builder while the dock is closed). */
  height: number;
  onHeight: (height: number) => void;
}

/** A layer's attribute table docked under the map (resizable on a desktop). */
export function AttributeDock({ node, selectedGid, onSelectRow, onLocate, onClose, height, onHeight }: AttributeDockProps) {
  const { t } = useTranslation();
  const phone = useIsPiecesMobile();
  return (
    <section className="mb-dock" aria-label={t('web.mapBuilder.table.title', { name: node.tocNm })} style={phone ? undefined : { height }}>
      {!phone && <Resizer axis="y" invert label={t('web.mapBuilder.table.resize')} value={height} min={140} max={640} onChange={onHeight} />}
      <div className="mb-dock__head">
        <h2>{t('web.mapBuilder.table.title', { name: node.tocNm })}</h2>
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.table.close')} onClick={onClose}>
          ✕
        </button>
      </div>
      <AttributeTable key={node.key} lyrId={node.layer.lyrId} names={node.popup} selectedGid={selectedGid} onSelectRow={onSelectRow} onSelectFeature={onLocate} />
    </section>
  );
}
