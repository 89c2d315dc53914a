import { AppLink, rememberReturnAddress, useApi, useSession, useSessionStore } from '@nuri/shell';
import { useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { agreeToInvitation, type InvitationCheck } from './invitation-api';

export interface InvitationActionProps {
  invitation: InvitationCheck;
  signedIn: boolean;
  /** After a refused acceptance: the invitation is read again (expired, canceled…). */
  onChanged: () => void;
}

/** What a visitor can do with a waiting invitation: log in or sign up, accept, or switch accounts. */
export function InvitationAction({ invitation, signedIn, onChanged }: InvitationActionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const back = `/invites/${invitation.insttUserNtcnId}`;
  const returnUrl = encodeURIComponent(back);
  // The login and sign-up screens come back to the remembered address; the query names it too.
  const remember = () => rememberReturnAddress(back);

  if (!signedIn) {
    return (
      <div className="invite__notice">
        <p>{t('web.invite.signInToAccept')}</p>
        <p className="invite__actions">
          <AppLink href={`/login?returnUrl=${returnUrl}`} onClick={remember}>
            {t('button.login')}
          </AppLink>
          <AppLink href={`/join?returnUrl=${returnUrl}`} onClick={remember}>
            {t('button.signUp')}
          </AppLink>
        </p>
      </div>
    );
  }
  if (!invitation.isInvitee) {
    return (
      <div className="invite__notice invite__notice--problem">
        <p>{t('constituent.notInvitee')}</p>
        <p>{t('web.invite.wrongAccount', { userNm: session.userNm ?? '', userId: session.userId ?? '' })}</p>
        <AppLink href={`/login?returnUrl=${returnUrl}`} onClick={remember}>
          {t('web.invite.switchAccount')}
        </AppLink>
      </div>
    );
  }
  return <AcceptButton invitation={invitation} onChanged={onChanged} />;
}

function AcceptButton({ invitation, onChanged }: Omit<InvitationActionProps, 'signedIn'>) {
  const { t } = useTranslation();
  const api = useApi();
  const store = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => agreeToInvitation(api, invitation.insttUserNtcnId),
    onSuccess: async (agreed) => {
      toast.show(t('web.invite.accepted', { insttNm: agreed.insttNm }), { tone: 'success' });
      const home = `/${agreed.insttCode}/`;
      // The tokens still name the old institution (openBiz): new ones first, then its site.
      if (store && (await store.refresh())) navigate(home);
      else window.location.assign(home);
    },
    // The client has shown the server's reason (410 expired, 409 canceled or accepted, 403).
    onError: onChanged,
  });
  return (
    <div className="invite__actions">
      <button type="button" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? t('web.invite.accepting') : t('web.invite.accept')}
      </button>
    </div>
  );
}
