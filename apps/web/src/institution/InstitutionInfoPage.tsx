import { formatDate, INSTT_STATUS_TONES, isOpenBizInstitution, parseIsoDateTime } from '@nuri/domain';
import { AppLink, NotFoundPage, useSession, useSystemMenu, useSystemScope } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';
import { InstitutionCounts } from './InstitutionCounts';
import {
  membershipOf,
  useInstitutionPanel,
  useInstitutionStatus,
  type InstitutionPanel,
} from './institution-queries';
import './institution.css';

/**
 * /:insttCode/instt (institution-user system): the institution's name, image, site address,
 * and for its members the operational status and holdings. Hidden for openBiz (not found).
 */
export function InstitutionInfoPage() {
  const { insttCode } = useSystemScope();
  if (!insttCode || isOpenBizInstitution(insttCode)) return <NotFoundPage />;
  return <InstitutionInfo insttCode={insttCode} />;
}

function InstitutionInfo({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const menu = useSystemMenu();
  // The layout's menu call tells first whether the institution exists (it shows not-found otherwise).
  const known = menu.status === 'ready';
  const panel = useInstitutionPanel(insttCode, known);

  let body;
  if (panel.data) body = <InstitutionCard insttCode={insttCode} panel={panel.data} />;
  else if (panel.isError) {
    body = (
      <div role="alert" className="instt-info__error">
        <p>{t('web.instt.loadError')}</p>
        <button type="button" className="button--secondary" onClick={() => void panel.refetch()}>
          {t('web.instt.retry')}
        </button>
      </div>
    );
  } else if (menu.status === 'error') body = <p role="alert">{t('web.instt.loadError')}</p>;
  else body = <p role="status">{t('common.loading')}</p>;

  return (
    <section className="instt-info" aria-labelledby="instt-info-title">
      <h1 id="instt-info-title">{t('web.instt.title')}</h1>
      {body}
    </section>
  );
}

function InstitutionCard({ insttCode, panel }: { insttCode: string; panel: InstitutionPanel }) {
  const { t } = useTranslation();
  const session = useSession();
  const membership = membershipOf(session, insttCode);
  const opened = parseIsoDateTime(panel.creatDt);
  const url = panel.insttUrl;
  return (
    <>
      <div className="instt-info__profile">
        {panel.imageCn ? (
          <img
            className="instt-info__image"
            src={panel.imageCn}
            alt={t('account.org.imageAlt', { name: panel.insttNm })}
          />
        ) : (
          <span
            className="instt-info__image instt-info__image--none"
            role="img"
            aria-label={t('account.org.noImage')}
          >
            {Array.from(panel.insttNm)[0] ?? ''}
          </span>
        )}
        <div>
          <h2 className="instt-info__name">{panel.insttNm}</h2>
          <dl className="instt-info__facts">
            <dt>{t('web.instt.url')}</dt>
            <dd>{url ? <SiteLink url={url} /> : t('web.instt.noUrl')}</dd>
            {opened && (
              <>
                <dt>{t('web.instt.since')}</dt>
                <dd>{formatDate(opened)}</dd>
              </>
            )}
            {membership !== 'none' && (
              <>
                <dt>{t('web.instt.status')}</dt>
                <dd>
                  <StatusMessage insttCode={insttCode} />
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {membership === 'none' ? (
        <p className="instt-info__note">{t('web.instt.membersOnly')}</p>
      ) : (
        <InstitutionCounts insttCode={insttCode} membership={membership} />
      )}
    </>
  );
}

/** A path of this site as a router link (shown as its full address), or an external address. */
function SiteLink({ url }: { url: string }) {
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    );
  }
  return <AppLink href={url}>{`${window.location.origin}${url}`}</AppLink>;
}

/** GET /api/instt/{code}/status: the message in its tone; a failure titled 'organization operation status lookup'. */
function StatusMessage({ insttCode }: { insttCode: string }) {
  const { t, i18n } = useTranslation();
  const status = useInstitutionStatus(insttCode, true);
  if (status.data) {
    return (
      <span
        className={`instt-info__status instt-info__status--${INSTT_STATUS_TONES[status.data.statusCode]}`}
        data-status={status.data.statusCode}
      >
        {status.data.statusMsg}
      </span>
    );
  }
  if (status.isError) {
    return (
      <span role="alert" className="instt-info__status-error">
        <strong>{t('instt.statusLookup')}</strong> {errorText(status.error, i18n)}
      </span>
    );
  }
  return <span role="status">{t('common.loading')}</span>;
}
