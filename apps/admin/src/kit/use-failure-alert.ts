import { useDialogs } from '@nuri/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from './error-text';

/**
 * The failure alert of a mutation: the API client has shown its own failures already; anything
 * else (a network drop, a bug) gets the catalogue's "temporary error" once.
 *   const failed = useFailureAlert();
 *   useMutation({ mutationFn, onError: failed });
 */
export function useFailureAlert() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return useCallback(
    (error: unknown) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
    [dialogs, t],
  );
}
