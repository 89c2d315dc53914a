import {
  appAddress,
  isSignedIn,
  rememberReturnAddress,
  systemPath,
  SystemScopeProvider,
  useApi,
  useGoTo,
  useSession,
  useSystemScope,
} from '@nuri/shell';
import { LanguageSwitch } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { fetchWebApp, fetchWebAppAuth, webappKeys } from './app-api';
import { addressSearchOn, appTabs } from './app-state';
import { AppView } from './AppView';
import { AppShareDialog } from '../map-kit/ShareLinkDialog';
import '../mapbuilder/mapbuilder.css';
import './webapps.css';

/** /apps/:webappTmplatId and /:insttCode/apps/:webappTmplatId: a themed app, full screen. */
export default function AppViewerRoute() {
  const { insttCode, webappTmplatId = '' } = useParams();
  const viewer = <AppViewer webappTmplatId={webappTmplatId} />;
  return insttCode ? (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      {viewer}
    </SystemScopeProvider>
  ) : (
    viewer
  );
}

/**
 * The app viewer: may I view it (GET …/auth; an anonymous visitor of an app not open to
 * everyone is offered the login), then the app (a 403 gets the API client's 'no permission'
 * alert and redirect), its title, description and tabs with their maps.
 */
export function AppViewer({ webappTmplatId }: { webappTmplatId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const auth = useQuery({ queryKey: webappKeys.auth(webappTmplatId), queryFn: () => fetchWebAppAuth(api, webappTmplatId), retry: false });
  const mustSignIn = auth.data?.viewAt === 'N' && session.loaded && !isSignedIn(session);
  const detail = useQuery({
    queryKey: webappKeys.detail(webappTmplatId),
    queryFn: () => fetchWebApp(api, webappTmplatId),
    enabled: Boolean(auth.data) && session.loaded && !mustSignIn,
    retry: false,
  });
  const tabs = useMemo(() => (detail.data ? appTabs(detail.data.webappTmplatTyCode, detail.data.detailSetting) : []), [detail.data]);
  const app = detail.data;
  const [sharing, setSharing] = useState(false);

  return (
    <div className="mb-screen wa-screen" data-testid="app-viewer">
      <header className="mb-top wa-top">
        <div className="wa-top__text">
          <h1 className="wa-top__title">{app?.webappTmplatSj ?? t('web.webapps.viewer.title')}</h1>
          {app?.webappTmplatCn && <p className="wa-top__desc">{app.webappTmplatCn}</p>}
        </div>
        {app?.canEdit && app.insttCode && (
          <Link className="wa-link-button" to={`/${app.insttCode}/appBuilder/${app.webappTmplatId}`}>
            {t('web.webapps.viewer.edit')}
          </Link>
        )}
        {app && (
          <button type="button" className="wa-link-button" onClick={() => setSharing(true)}>
            {t('web.share.open')}
          </button>
        )}
        <LanguageSwitch />
      </header>
      {app && sharing && (
        <AppShareDialog
          webappTmplatId={app.webappTmplatId}
          insttCode={app.insttCode ?? null}
          title={app.webappTmplatSj}
          canListShares={auth.data?.deleteAt === 'Y'}
          onClose={() => setSharing(false)}
        />
      )}
      {mustSignIn ? (
        <SignInNeeded />
      ) : auth.isError || detail.isError ? (
        <div className="wa-empty" role="alert">
          {t('web.webapps.viewer.failed')}
        </div>
      ) : !app ? (
        <div className="wa-empty" role="status">
          {t('web.webapps.viewer.loading')}
        </div>
      ) : (
        <main className="wa-main">
          <AppView
            type={app.webappTmplatTyCode}
            tabs={tabs}
            webappTmplatId={app.webappTmplatId}
            addressSearch={addressSearchOn(app.webappTmplatInfo)}
          />
        </main>
      )}
    </div>
  );
}

function SignInNeeded() {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const goTo = useGoTo();
  const { pathname, search } = useLocation();
  return (
    <div className="wa-empty" role="status">
      <p>{t('web.webapps.viewer.signInNeeded')}</p>
      <button
        type="button"
        className="wa-primary"
        onClick={() => {
          rememberReturnAddress(appAddress('web', pathname + search));
          goTo(systemPath(scope, '/login'));
        }}
      >
        {t('web.webapps.viewer.signIn')}
      </button>
    </div>
  );
}
