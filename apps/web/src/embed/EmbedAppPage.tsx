import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fetchWebApp, webappKeys } from '../webapps/app-api';
import { appTabs } from '../webapps/app-state';
import { AppView } from '../webapps/AppView';
import '../map-kit/legend.css';
import '../mapbuilder/mapbuilder.css';
import '../webapps/webapps.css';

/**
 * /embed/app/:webappTmplatId (issue 24): a themed app alone, for other sites' iframes — its title,
 * tabs and their maps (legend, popups, time sliders), and a link to the full app; no site header.
 * The API lets other sites frame this route only for apps shared with everyone (CSP
 * frame-ancestors, apps/api static-apps.ts); any other app gets a plain refusal here.
 */
export default function EmbedAppPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { webappTmplatId = '' } = useParams();
  const detail = useQuery({
    queryKey: webappKeys.detail(webappTmplatId),
    queryFn: () => fetchWebApp(api, webappTmplatId, { quiet: true }),
    staleTime: 60_000,
    retry: false,
  });
  const app = detail.data;
  const tabs = useMemo(() => (app ? appTabs(app.webappTmplatTyCode, app.detailSetting) : []), [app]);
  const full = app ? `${app.insttCode ? `/${encodeURIComponent(app.insttCode)}` : ''}/apps/${encodeURIComponent(webappTmplatId)}` : null;
  return (
    <div className="embed-map embed-app" data-testid="embed-app">
      <div className="embed-map__bar">
        <h1>{app?.webappTmplatSj ?? t('app.name')}</h1>
        {full && (
          <a href={full} target="_blank" rel="noopener">
            {t('web.embed.openFull')}
          </a>
        )}
      </div>
      {detail.isError ? (
        <p className="wa-map__status wa-map__status--error embed-app__refused" role="alert">
          {t('web.embed.appUnavailable')}
        </p>
      ) : !app ? (
        <p className="wa-map__status" role="status">
          {t('web.webapps.viewer.loading')}
        </p>
      ) : (
        <main className="wa-main embed-app__main">
          <AppView type={app.webappTmplatTyCode} tabs={tabs} webappTmplatId={app.webappTmplatId} />
        </main>
      )}
    </div>
  );
}
