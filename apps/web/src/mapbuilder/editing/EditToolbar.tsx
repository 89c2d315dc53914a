import type { EditGeometryKind, EditorState, EditTool } from '@nuri/map';
import { Icon, type IconName } from '@nuri/ui';
import { useTranslation } from 'react-i18next';

export interface EditToolbarProps {
  layerName: string;
  kind: EditGeometryKind;
  state: EditorState | null;
  saving: boolean;
  onTool: (tool: EditTool) => void;
  onDelete: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onCancel: () => void;
}

const ADD_ICON: Record<EditGeometryKind, IconName> = { point: 'drawPoint', line: 'drawLine', polygon: 'drawPolygon' };

/**
 * The editing tools over the map (KRDS icon buttons, each labelled): select, add, move, reshape,
 * add hole (polygons) and add part, then delete, undo, redo, save and stop. Tools are toggle
 * buttons (aria-pressed); the row wraps on a phone.
 */
export function EditToolbar({ layerName, kind, state, saving, onTool, onDelete, onUndo, onRedo, onSave, onCancel }: EditToolbarProps) {
  const { t } = useTranslation();
  const tool = state?.tool ?? 'select';
  const selected = Boolean(state?.selected);
  const tools: Array<{ id: EditTool; icon: IconName; label: string; needsSelection?: boolean }> = [
    { id: 'select', icon: 'pointer', label: t('web.mapBuilder.edit.tool.select') },
    { id: 'add', icon: ADD_ICON[kind], label: t(`web.mapBuilder.edit.tool.add.${kind}`) },
    { id: 'move', icon: 'move', label: t('web.mapBuilder.edit.tool.move') },
    ...(kind === 'point' ? [] : [{ id: 'reshape' as const, icon: 'reshape' as const, label: t('web.mapBuilder.edit.tool.reshape') }]),
    ...(kind === 'polygon' ? [{ id: 'addHole' as const, icon: 'hole' as const, label: t('web.mapBuilder.edit.tool.addHole'), needsSelection: true }] : []),
    { id: 'addPart', icon: 'part', label: t('web.mapBuilder.edit.tool.addPart'), needsSelection: true },
  ];
  const pending = state?.pending ?? 0;
  return (
    <div className="fe-toolbar" role="toolbar" aria-label={t('web.mapBuilder.edit.toolbar', { layer: layerName })} data-testid="edit-toolbar">
      <div className="fe-toolbar__group">
        {tools.map((b) => (
          <button
            key={b.id}
            type="button"
            className="fe-tool"
            aria-pressed={tool === b.id}
            aria-label={b.label}
            title={b.label}
            disabled={b.needsSelection && !selected && tool !== b.id}
            onClick={() => onTool(b.id)}
          >
            <Icon name={b.icon} />
          </button>
        ))}
      </div>
      <div className="fe-toolbar__group">
        <button type="button" className="fe-tool" aria-label={t('web.mapBuilder.edit.delete')} title={t('web.mapBuilder.edit.delete')} disabled={!selected} onClick={onDelete}>
          <Icon name="trash" />
        </button>
        <button type="button" className="fe-tool" aria-label={t('web.mapBuilder.edit.undo')} title={t('web.mapBuilder.edit.undo')} disabled={!state?.canUndo} onClick={onUndo}>
          <Icon name="undo" />
        </button>
        <button type="button" className="fe-tool" aria-label={t('web.mapBuilder.edit.redo')} title={t('web.mapBuilder.edit.redo')} disabled={!state?.canRedo} onClick={onRedo}>
          <Icon name="redo" />
        </button>
      </div>
      <div className="fe-toolbar__group">
        <button type="button" className="fe-save" disabled={saving} aria-busy={saving} onClick={onSave}>
          <Icon name="save" /> {saving ? t('web.mapBuilder.edit.saving') : t('web.mapBuilder.edit.save')}
          {pending > 0 && <span className="fe-badge">{pending}</span>}
        </button>
        <button type="button" className="fe-tool" aria-label={t('web.mapBuilder.edit.cancel')} title={t('web.mapBuilder.edit.cancel')} onClick={onCancel}>
          <Icon name="close" />
        </button>
      </div>
      <p className="fe-hint" aria-live="polite">
        {pending > 0 ? `${t('web.mapBuilder.edit.pending', { count: pending })} · ` : ''}
        {t(`web.mapBuilder.edit.hint.${tool}`)}
      </p>
    </div>
  );
}
