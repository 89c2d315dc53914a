import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { parseViewParam } from '../map-kit/map-link';
import { appWebMapQueryKey, fetchAppWebMap } from '../webapps/app-api';
import { WebMapPane } from '../webapps/WebMapPane';
import '../map-kit/legend.css';
import '../webapps/webapps.css';

/**
 * /embed/map/:userMapId (issue 24): a web map alone, for other sites' iframes — no site header,
 * the map's layers, legend and popups, and a link to the full map. The API lets other sites frame
 * this route only for maps shared with everyone (CSP frame-ancestors, apps/api static-apps.ts).
 */
export default function EmbedMapPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { userMapId = '' } = useParams();
  const [params] = useSearchParams();
  const view = parseViewParam(params.get('view'));
  // The same query as the map pane's (one request).
  const detail = useQuery({
    queryKey: appWebMapQueryKey(userMapId, null),
    queryFn: () => fetchAppWebMap(api, userMapId, null),
    staleTime: 60_000,
    retry: false,
  });
  const full = detail.data?.insttCode ? `/${encodeURIComponent(detail.data.insttCode)}/builder/${encodeURIComponent(userMapId)}` : null;
  return (
    <div className="embed-map" data-testid="embed-map">
      <div className="embed-map__bar">
        <h1>{detail.data?.userMapSj ?? t('app.name')}</h1>
        {full && (
          <a href={full} target="_blank" rel="noopener">
            {t('web.embed.openFull')}
          </a>
        )}
      </div>
      {detail.isError ? (
        <p className="wa-map__status wa-map__status--error" role="alert">
          {t('web.embed.unavailable')}
        </p>
      ) : (
        <WebMapPane userMapId={userMapId} webappTmplatId={null} initialView={view} />
      )}
    </div>
  );
}
