import type { LabAppCode } from '@nuri/domain';
import { isSignedIn, systemPath, useApi, useSession, useSystemScope } from '@nuri/shell';
import { LanguageSwitch } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fetchLabAccess, labKeys } from './lab-api';
import './lab.css';

/** The institution a lab window was opened for ('/:insttCode/serviceLab/…'), null on the provider site. */
export function useLabInsttCode(): string | null {
  return useSystemScope().insttCode ?? null;
}

/**
 * The frame of a service-lab app in its own window: title, the way back to the service lab,
 * login and logout through the local /login and /logout (spec 001 §2: the election-map and
 * land-bundle entry points), and the add-on check: an institution without the add-on sees why
 * the app does not open instead of the app.
 */
export function LabWindow({
  appCode,
  children,
  actions,
}: {
  appCode: LabAppCode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const scope = useSystemScope();
  const insttCode = useLabInsttCode();
  const session = useSession();
  const titleId = useId();
  const { pathname, search } = useLocation();
  const access = useQuery({
    queryKey: labKeys.access(insttCode),
    queryFn: () => fetchLabAccess(api, insttCode),
    retry: false,
  });
  const app = access.data?.apps.find((a) => a.appCode === appCode);
  const here = `${pathname}${search}`;

  return (
    <div className="lab-window" data-testid={`lab-window-${appCode}`}>
      <header className="lab-window__top">
        <h1 id={titleId} className="lab-window__title">
          {t(`web.lab.app.${appCode}`)}
        </h1>
        <span className="lab-window__demo">{t('web.lab.window.demo')}</span>
        <a className="lab-window__link" href={systemPath(scope, '/serviceLab')}>
          {t('web.lab.window.back')}
        </a>
        <span className="lab-window__spacer" />
        {actions}
        {session.loaded &&
          (isSignedIn(session) ? (
            <>
              <span className="lab-window__user">{session.userNm}</span>
              <a className="lab-window__link" href="/logout">
                {t('web.lab.window.logout')}
              </a>
            </>
          ) : (
            <a className="lab-window__link" href={`/login?returnUrl=${encodeURIComponent(here)}`}>
              {t('web.lab.window.login')}
            </a>
          ))}
        <LanguageSwitch />
      </header>
      <main className="lab-window__main" aria-labelledby={titleId}>
        {access.isPending && <p role="status">{t('web.lab.window.checking')}</p>}
        {access.isError && (
          <p role="alert" className="lab-window__notice">
            {t('web.lab.loadFailed')}
          </p>
        )}
        {app && !app.available && (
          <section className="lab-window__notice" role="alert">
            <h2>{t('web.lab.needAddOnTitle')}</h2>
            <p>{t('web.lab.needAddOn', { app: t(`web.lab.app.${appCode}`) })}</p>
            <a href={systemPath(scope, '/pricesPolicy')}>{t('web.lab.pricesPolicy')}</a>
          </section>
        )}
        {app?.available && children}
      </main>
    </div>
  );
}
