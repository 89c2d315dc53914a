import { LYR_TY_SE_CODES, type LyrTySeCode } from '@nuri/domain';
import { Tabs } from '@nuri/ui';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { geometryKindOf, LabelPanel, LayerDataPanel, LayerVersionsPanel, PopupPanel, RasterStylePanel, StylePanel, TimePanel } from './panels';
import { Icon } from '@nuri/ui';
import { EditLayerButton } from './editing/EditLayerButton';
import { isPointLayer, type TocAction, type TocLayerNode } from '../map-kit/toc-state';

export interface LayerSettingsProps {
  node: TocLayerNode;
  dispatch: Dispatch<TocAction>;
  /** Whether this layer's attribute table is docked under the map. */
  tableOpen?: boolean;
  /** Docks (or closes) this layer's attribute table under the map. */
  onToggleTable?: () => void;
  /** Whether this layer is in edit mode. */
  editing?: boolean;
  /** Starts (or ends) editing this layer's features (shown to its editors only). */
  onEdit?: () => void;
}

/** The selected TOC layer's settings: style, labels and popup (the panels' components), and its attribute table docked under the map. */
export function LayerSettings({ node, dispatch, tableOpen = false, onToggleTable, editing = false, onEdit }: LayerSettingsProps) {
  const { t } = useTranslation();
  const { lyrId, lyrTySeCode } = node.layer;
  const web = node.layer.uploadTy === 'web';
  // Uploaded rasters (COGs) are styled here; web layers are drawn as their service draws them.
  const cog = lyrTySeCode === LYR_TY_SE_CODES.TIFF && !web;
  const raster = lyrTySeCode === LYR_TY_SE_CODES.TIFF || web;
  return (
    <section className="mb-settings" aria-label={t('web.mapBuilder.layer.settings')}>
      <div className="mb-settings__head">
        <h2>{node.tocNm}</h2>
        {!raster && node.layer.viewable && onToggleTable && (
          <button type="button" className="mb-settings__table" aria-pressed={tableOpen} onClick={onToggleTable}>
            <Icon name="table" /> {t('web.mapBuilder.layer.attributes')}
          </button>
        )}
        {onEdit && <EditLayerButton node={node} editing={editing} onEdit={onEdit} />}
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.layer.close')} onClick={() => dispatch({ type: 'select', key: null })}>
          ✕
        </button>
      </div>
      {isPointLayer(node) && (
        <label className="mb-check">
          <input type="checkbox" checked={node.cluster} onChange={(e) => dispatch({ type: 'setCluster', key: node.key, cluster: e.target.checked })} />
          {t('web.mapBuilder.toc.cluster')}
        </label>
      )}
      {cog && node.layer.viewable ? (
        <RasterStylePanel
          lyrId={lyrId}
          value={node.style.raster}
          onChange={(raster) => dispatch({ type: 'setStyle', key: node.key, style: { ...node.style, raster } })}
          opacity={node.opacity}
          onOpacity={(opacity) => dispatch({ type: 'setOpacity', key: node.key, opacity })}
        />
      ) : raster || !node.layer.viewable ? (
        <p className="mb-muted">{t('web.mapBuilder.layer.rasterNoStyle')}</p>
      ) : (
        <Tabs
          label={t('web.mapBuilder.layer.settings')}
          tabs={[
            {
              id: 'style',
              label: t('web.mapBuilder.layer.style'),
              content: (
                <StylePanel
                  lyrId={lyrId}
                  lyrTySeCode={lyrTySeCode as LyrTySeCode}
                  value={node.style}
                  layerName={node.tocNm}
                  onChange={(style) => dispatch({ type: 'setStyle', key: node.key, style })}
                />
              ),
            },
            {
              id: 'label',
              label: t('web.mapBuilder.layer.label'),
              content: (
                <LabelPanel
                  lyrId={lyrId}
                  geometry={geometryKindOf(lyrTySeCode as LyrTySeCode)}
                  value={node.style.label}
                  onChange={(label) => dispatch({ type: 'setStyle', key: node.key, style: { ...node.style, label } })}
                />
              ),
            },
            {
              id: 'popup',
              label: t('web.mapBuilder.layer.popup'),
              content: <PopupPanel lyrId={lyrId} value={node.popup} onChange={(popup) => dispatch({ type: 'setPopup', key: node.key, popup })} />,
            },
            {
              id: 'time',
              label: t('builderPanel.time.tab'),
              content: <TimePanel lyrId={lyrId} value={node.time} onChange={(time) => dispatch({ type: 'setTime', key: node.key, time })} />,
            },
            {
              id: 'versions',
              label: t('web.mapBuilder.versions.tab'),
              content: <LayerVersionsPanel lyrId={lyrId} layerName={node.tocNm} />,
            },
            {
              id: 'data',
              label: t('web.mapBuilder.layer.data'),
              content: <LayerDataPanel lyrId={lyrId} />,
            },
          ]}
        />
      )}
    </section>
  );
}
