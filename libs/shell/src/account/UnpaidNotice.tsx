import { INSTT_STATUS_CODES, USER_SE_CODES } from '@nuri/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalApi } from '../api/api-context';
import { useSession } from './session-context';
import '../styles/account.css';

/**
 * The notice of an account disabled by an unpaid subscription (spec 000 §6): the reason, a
 * request to have the institution's owner pay, and the data-deletion warning.
 */
export function UnpaidNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="unpaid-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="unpaid-notice__title">
        {t('unpaid.title')}
      </h2>
      <p>{t('unpaid.askOwner')}</p>
      <p className="unpaid-notice__warning">{t('unpaid.retentionWarning')}</p>
    </section>
  );
}

/** Query key of the signed-in member's institution status (the layouts' unpaid notice). */
export const memberInsttStatusKey = (insttCode: string | null) =>
  ['unpaid-notice', 'status', insttCode] as const;

/**
 * The unpaid notice for a signed-in member of a PAUSED institution (issue 9), which the layouts
 * put above every screen. The session says so (its insttSttusCode, from the login or the last
 * token refresh); the status is then confirmed live (GET /api/instt/{code}/status, which a
 * paused member may still read), so a payment recorded since takes the notice away at once.
 * Provider admins, anonymous visitors and members of other institutions see nothing and cost no
 * request.
 */
export function PausedAccountNotice() {
  const session = useSession();
  const api = useOptionalApi();
  const insttCode = session.insttCode;
  const paused =
    session.loaded &&
    session.userId !== null &&
    session.userSeCode !== null &&
    session.userSeCode !== USER_SE_CODES.PROVIDER_ADMIN &&
    Boolean(insttCode) &&
    session.insttSttusCode === INSTT_STATUS_CODES.PAUSED;
  const live = useQuery({
    queryKey: memberInsttStatusKey(insttCode),
    queryFn: async () =>
      api && insttCode
        ? api.unwrap(api.GET('/api/instt/{insttCode}/status', { params: { path: { insttCode } } }))
        : null,
    enabled: paused && api !== null,
    staleTime: 0,
    retry: false,
  });
  if (!paused) return null;
  // Until the live answer arrives (or without one) the session's word stands.
  if (live.data && live.data.statusCode !== INSTT_STATUS_CODES.PAUSED) return null;
  return <UnpaidNotice />;
}
