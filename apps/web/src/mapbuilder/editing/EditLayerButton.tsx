import { editKindOf } from '@nuri/map';
import { Icon } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import type { TocLayerNode } from '../../map-kit/toc-state';
import { useMayEdit } from './editing-api';

/**
 * 'Edit features' in the selected layer's settings: only for our vector layers the user may edit
 * (owner, a share with the edit flag, admins of its institution: the layer detail's mayEdit).
 */
export function EditLayerButton({ node, editing, onEdit }: { node: TocLayerNode; editing: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const vector = node.layer.viewable && node.layer.uploadTy !== 'web' && editKindOf(node.layer.lyrTySeCode) !== null;
  const mayEdit = useMayEdit(node.layer.lyrId, vector);
  if (!vector || !mayEdit.data) return null;
  return (
    <button type="button" className="mb-settings__table" aria-pressed={editing} onClick={onEdit} data-testid="edit-layer">
      <Icon name="edit" /> {editing ? t('web.mapBuilder.edit.editing') : t('web.mapBuilder.edit.start')}
    </button>
  );
}
