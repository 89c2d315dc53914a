import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import type { LayerRow } from './layers-api';

/**
 * The operator's national mark (PUT /api/layers/{lyrId}/hold-data): confirmed, then 9 (national
 * spatial information) or 1 (user data again); the grid reloads either way, so a declined or
 * refused change shows the saved state again.
 */
export function useHoldDataChange(reload: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  return async (row: LayerRow, national: boolean) => {
    const agreed = await dialogs.confirm({
      type: 'confirm',
      message: t(national ? 'layerMng.nationalConfirm' : 'layerMng.userDataConfirm', { name: row.lyrNm }),
    });
    if (!agreed) {
      reload();
      return;
    }
    try {
      await api.unwrap(
        api.PUT('/api/layers/{lyrId}/hold-data', {
          params: { path: { lyrId: row.lyrId } },
          body: { holdDataSeCode: national ? '9' : '1' },
        }),
      );
      toast.show(t(national ? 'layerMng.markedNational' : 'layerMng.markedUserData', { name: row.lyrNm }), {
        tone: 'success',
      });
    } catch (error) {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    }
    reload();
  };
}
