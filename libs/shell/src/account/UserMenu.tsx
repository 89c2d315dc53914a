import { ADMIN_PATH_PREFIX, isInstitutionAdminCode, showsMyPage, SYSTEMS } from '@nuri/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../nav/AppLink';
import { useSystemScope } from '../nav/system-scope';
import { accountLinks, type AccountLinks } from './account-links';
import { appAddress, rememberReturnAddress } from './return-address';
import { isSignedIn, type Session } from './session';
import { useSession } from './session-context';
import '../styles/account.css';

export interface UserMenuProps {
  /** The session shown (the app's session by default). */
  session?: Session;
  /** Where the entries lead (by the current system by default). */
  links?: AccountLinks;
}

/**
 * Spec 001 §2: logged out, login and sign-up; logged in, the user's name opening my page
 * (not for a platform admin) and logout. The menu closes on an outside click and on Escape.
 * The login comes back to the screen it was opened from. On the user site an institution admin
 * also gets their admin dashboard (/admin/{insttCode}/insttDashBoard) in a new window.
 */
export function UserMenu({ session: given, links: givenLinks }: UserMenuProps) {
  const { t } = useTranslation();
  const current = useSession();
  const scope = useSystemScope();
  const session = given ?? current;
  const links = givenLinks ?? accountLinks(scope, session);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!isSignedIn(session)) {
    return (
      <div className="user-menu user-menu--anonymous">
        <AppLink
          href={links.login}
          className="user-menu__link"
          // The login brings the user back here.
          onClick={() => rememberReturnAddress(appAddress(SYSTEMS[scope.system].app, pathname + search))}
        >
          {t('button.login')}
        </AppLink>
        <AppLink href={links.signUp} className="user-menu__link user-menu__link--primary">
          {t('button.signUp')}
        </AppLink>
      </div>
    );
  }

  const close = () => setOpen(false);
  const adminDashboard =
    SYSTEMS[scope.system].app === 'web' && isInstitutionAdminCode(session.userSeCode) && session.insttCode
      ? `${ADMIN_PATH_PREFIX}/${encodeURIComponent(session.insttCode)}/insttDashBoard`
      : null;
  return (
    <div ref={rootRef} className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {/* The name of the button holds its visible text (WCAG 2.5.3): "사용자 메뉴: 김누리 님". */}
        <span className="visually-hidden">{t('account.userMenu.toggle')} </span>
        {t('account.userMenu.greeting', { name: session.userNm })}
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        {showsMyPage(session.userSeCode) && (
          <li>
            <AppLink href={links.myPage} className="user-menu__item" onClick={close}>
              {t('button.myPage')}
            </AppLink>
          </li>
        )}
        {adminDashboard && (
          <li>
            <a
              href={adminDashboard}
              className="user-menu__item"
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {t('account.userMenu.adminDashboard')}
            </a>
          </li>
        )}
        <li>
          <AppLink href={links.logout} className="user-menu__item" onClick={close}>
            {t('button.logout')}
          </AppLink>
        </li>
      </ul>
    </div>
  );
}
