import { checkContentName, RESTRICTED_WORD_CONFIRM_HEADER } from '@nuri/domain';
import { useDialogs } from '@nuri/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What a save sends after the name passed: the confirm header when a restricted word was accepted. */
export interface ContentNamePass {
  headers: Record<string, string>;
}

/**
 * The names rule on screen (docs/api-guide.md "Banned and restricted words"), the server's
 * checkContentName: a banned word is refused with the server's text; a restricted word asks
 * the user to confirm (the use is then listed to the operators) and the save carries
 * `X-Restricted-Word-Confirm: Y`. Resolves null when the name must not be sent.
 */
export function useContentNameGate(): (name: string) => Promise<ContentNamePass | null> {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return useCallback(
    async (name: string): Promise<ContentNamePass | null> => {
      const check = checkContentName(name);
      if (check.ok) return { headers: {} };
      const message = t(check.messageKey, check.params);
      if (check.kind === 'banned') {
        await dialogs.alert({ type: 'failure', message });
        return null;
      }
      const confirmed = await dialogs.confirm({ message, confirmLabel: t('web.names.useAnyway') });
      return confirmed ? { headers: { [RESTRICTED_WORD_CONFIRM_HEADER]: 'Y' } } : null;
    },
    [dialogs, t],
  );
}
