import type { MapController } from '@nuri/map';
import { Tabs, useDialogs } from '@nuri/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TocLayerNode, TocNode } from '../../map-kit/toc-state';
import { AttributeForm } from './AttributeForm';
import { ConflictDialog } from './ConflictDialog';
import { EditToolbar } from './EditToolbar';
import { FeatureHistoryPanel } from './FeatureHistoryPanel';
import { useFeatureEditor } from './use-feature-editor';
import { useUnsavedWarning } from '../../map-kit/use-unsaved-warning';
import './editing.css';

export interface FeatureEditingProps {
  controller: MapController;
  node: TocLayerNode;
  nodes: readonly TocNode[];
  /** A row picked in the docked attribute table (selected here too). */
  rowGid?: number | null;
  onSaved: (dataVersion: number) => void;
  onClose: () => void;
  say: (text: string) => void;
}

/**
 * Edit mode of one vector layer over the builder's map (issue 22): the toolbar, the selected
 * feature's attribute form and history, the problems a save meets and the conflict dialog.
 * Loaded lazily (the editing tools stay out of the builder's first bundle).
 */
export default function FeatureEditing({ controller, node, nodes, rowGid = null, onSaved, onClose, say }: FeatureEditingProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const ed = useFeatureEditor({ controller, node, nodes, onSaved, say });
  const [tab, setTab] = useState('attributes');
  const selected = ed.state?.selected ?? null;
  const editor = ed.editor;
  useEffect(() => {
    if (editor && rowGid !== null) editor.selectGid(String(rowGid));
  }, [editor, rowGid]);
  // Unsaved edits: the browser asks before the page goes away.
  useUnsavedWarning((ed.state?.pending ?? 0) > 0);

  const stop = async () => {
    const pending = ed.editor?.changes().length ?? 0;
    if (pending && !(await dialogs.confirm({ type: 'confirm', message: t('web.mapBuilder.edit.discardConfirm', { count: pending }) }))) return;
    onClose();
  };

  return (
    <>
      <EditToolbar
        layerName={node.tocNm}
        kind={ed.kind}
        state={ed.state}
        saving={ed.saving}
        onTool={ed.setTool}
        onDelete={() => ed.editor?.deleteSelected()}
        onUndo={() => ed.editor?.undo()}
        onRedo={() => ed.editor?.redo()}
        onSave={() => void ed.save()}
        onCancel={() => void stop()}
      />
      {ed.problem && (
        <p className="fe-problem" role="alert">
          {ed.problem}
        </p>
      )}
      {selected && (
        <section className="fe-panel" aria-label={t('web.mapBuilder.edit.panel')} data-testid="edit-panel">
          <h2 className="fe-panel__title">{selected.gid ? t('web.mapBuilder.edit.featureId', { gid: selected.gid }) : t('web.mapBuilder.edit.newFeature')}</h2>
          <Tabs
            label={t('web.mapBuilder.edit.panel')}
            selectedId={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'attributes',
                label: t('web.mapBuilder.edit.tabs.attributes'),
                content: (
                  <AttributeForm
                    lyrId={node.layer.lyrId}
                    columns={ed.columns}
                    featureKey={selected.uid}
                    properties={selected.properties}
                    onChange={(name, value) => ed.editor?.setSelectedProperties({ [name]: value })}
                  />
                ),
              },
              {
                id: 'history',
                label: t('web.mapBuilder.edit.tabs.history'),
                content: selected.gid ? <FeatureHistoryPanel lyrId={node.layer.lyrId} gid={selected.gid} /> : <p className="mb-muted">{t('web.mapBuilder.edit.history.newOnly')}</p>,
              },
            ]}
          />
        </section>
      )}
      {ed.conflict && (
        <ConflictDialog
          conflict={ed.conflict}
          mine={ed.editor?.propertiesOf(ed.conflict.gid) ?? {}}
          mineChangesShape={Boolean(ed.editor?.changes().some((c) => c.gid === ed.conflict?.gid && c.geometry))}
          onKeepMine={() => ed.resolve({ kind: 'mine' })}
          onTakeTheirs={() => ed.resolve({ kind: 'theirs' })}
          onMerge={(properties) => ed.resolve({ kind: 'merge', properties })}
          onClose={() => ed.dismissConflict()}
        />
      )}
    </>
  );
}
