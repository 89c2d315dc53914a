import { ApiError } from '@nuri/api-client';
import { formatDateTime, parseIsoDateTime } from '@nuri/domain';
import { isSignedIn, useSession } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InvitationAction } from './InvitationAction';
import {
  invitationState,
  isInvitationId,
  useInvitation,
  type InvitationCheck,
  type InvitationState,
} from './invitation-api';
import './institution.css';

const STATE_KEYS = {
  waiting: 'web.invite.state.waiting',
  expired: 'web.invite.state.expired',
  agreed: 'web.invite.state.agreed',
  canceled: 'web.invite.state.canceled',
} as const satisfies Record<InvitationState, string>;

/**
 * /invites/:insttUserNtcnId, the link of the invitation e-mail: what the invitation offers, and
 * login / sign-up (coming back here), acceptance for the invitee, or why it cannot be accepted.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { insttUserNtcnId = '' } = useParams();
  const session = useSession();
  const valid = isInvitationId(insttUserNtcnId);
  const invitation = useInvitation(insttUserNtcnId, session.userId, valid && session.loaded);

  let body;
  if (!valid) body = <p className="invite__notice invite__notice--problem">{t('web.invite.invalidLink')}</p>;
  else if (invitation.data)
    body = <Invitation invitation={invitation.data} onChanged={() => void invitation.refetch()} />;
  else if (invitation.isError) {
    const notFound = invitation.error instanceof ApiError && invitation.error.status === 404;
    body = (
      <div role="alert" className="invite__notice invite__notice--problem">
        <p>{notFound ? t('constituent.inviteNotFound') : t('web.invite.loadError')}</p>
        {!notFound && (
          <button type="button" className="button--secondary" onClick={() => void invitation.refetch()}>
            {t('web.instt.retry')}
          </button>
        )}
      </div>
    );
  } else body = <p role="status">{t('common.loading')}</p>;

  return (
    <section className="invite" aria-labelledby="invite-title">
      <h1 id="invite-title">{t('web.invite.title')}</h1>
      {body}
    </section>
  );
}

function Invitation({ invitation, onChanged }: { invitation: InvitationCheck; onChanged: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const state = invitationState(invitation);
  const expires = parseIsoDateTime(invitation.expiresDt);
  return (
    <>
      <p>{t('web.invite.lead', { insttNm: invitation.insttNm })}</p>
      <dl className="invite__facts">
        <dt>{t('web.invite.instt')}</dt>
        <dd>{invitation.insttNm}</dd>
        <dt>{t('web.invite.level')}</dt>
        <dd>{invitation.userSeCodeNm}</dd>
        <dt>{t('web.invite.email')}</dt>
        <dd>{invitation.emailaddr}</dd>
        <dt>{t('web.invite.expires')}</dt>
        <dd>{expires ? formatDateTime(expires) : invitation.expiresDt}</dd>
        <dt>{t('web.invite.state')}</dt>
        <dd data-state={state}>{t(STATE_KEYS[state])}</dd>
      </dl>
      {state === 'waiting' ? (
        <InvitationAction invitation={invitation} signedIn={isSignedIn(session)} onChanged={onChanged} />
      ) : (
        <Closed invitation={invitation} state={state} />
      )}
    </>
  );
}

/** Why the invitation can no longer be accepted (and, once accepted, the way to the institution). */
function Closed({
  invitation,
  state,
}: {
  invitation: InvitationCheck;
  state: Exclude<InvitationState, 'waiting'>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (state === 'agreed') {
    return (
      <div className="invite__notice" role="status">
        <p>{t('constituent.inviteAgreed')}</p>
        {session.insttCode === invitation.insttCode && (
          <a href={`/${invitation.insttCode}/`}>
            {t('web.invite.goToInstt', { insttNm: invitation.insttNm })}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="invite__notice invite__notice--problem" role="status">
      <p>{t(state === 'expired' ? 'constituent.inviteExpired' : 'constituent.inviteCanceled')}</p>
      {state === 'canceled' && <p>{t('web.invite.askAgain')}</p>}
    </div>
  );
}
