import { isProviderAdminCode } from '@nuri/domain';
import {
  AppLink,
  appAddress,
  isSignedIn,
  rememberReturnAddress,
  systemPath,
  useSession,
  useSystemScope,
  type Session,
} from '@nuri/shell';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * Whether the session may read an institution's notices: its members and admins, and provider
 * admins (the API answers 401 anonymously and 403 to everyone else).
 */
export function mayReadInsttNotices(session: Session, insttCode: string): boolean {
  return isSignedIn(session) && (isProviderAdminCode(session.userSeCode) || session.insttCode === insttCode);
}

/**
 * Whether the visitor may read the notices of `owner` (null: the provider's, public), and if not,
 * the catalog key of the reason to show in their place (sign in; members of that institution only).
 */
export function useNoticeReadability(owner: string | null): {
  readable: boolean;
  closedKey: 'web.notice.membersOnly' | 'web.notice.signInToRead' | null;
} {
  const session = useSession();
  if (owner === null) return { readable: true, closedKey: null };
  if (session.loaded && mayReadInsttNotices(session, owner)) return { readable: true, closedKey: null };
  if (!session.loaded) return { readable: false, closedKey: null };
  return {
    readable: false,
    closedKey: isSignedIn(session) ? 'web.notice.membersOnly' : 'web.notice.signInToRead',
  };
}

/**
 * An institution's notice screens for those who may read them; anyone else gets the reason
 * instead of a failed request: a sign-in prompt (the login brings them back) or, for members of
 * another institution, that the notices are for this institution's members.
 */
export function InsttNoticeAccess({ insttCode, children }: { insttCode: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const scope = useSystemScope();
  const { pathname, search } = useLocation();
  if (!session.loaded) return <p role="status">{t('common.loading')}</p>;
  if (mayReadInsttNotices(session, insttCode)) return <>{children}</>;
  const signedIn = isSignedIn(session);
  return (
    <section className="notice notice--closed" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.notice.title')}</h1>
      <p className="notice__closed" role="status">
        {signedIn ? t('web.notice.membersOnly') : t('web.notice.signInToRead')}
      </p>
      {!signedIn && (
        <AppLink
          href={systemPath(scope, '/login')}
          className="notice__login"
          onClick={() => rememberReturnAddress(appAddress('web', pathname + search))}
        >
          {t('button.login')}
        </AppLink>
      )}
    </section>
  );
}
