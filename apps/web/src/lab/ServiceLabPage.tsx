import { LAB_APPS, type LabAppCode } from '@nuri/domain';
import { isSignedIn, systemPath, useApi, useSession, useSystemScope } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLabAccess, labKeys, type LabAppAccess } from './lab-api';
import './lab.css';

/**
 * /serviceLab (both user systems, inside the site layout): a card per app — the themed map
 * service (the app builder) and the lucky map, land bundle and election map, each opening in a
 * new window. Add-ons the site's institution lacks are marked '부가 서비스' and explain
 * themselves instead of opening; the provider site shows them as add-ons of the plans.
 */
export function ServiceLabPage() {
  const { t } = useTranslation();
  const api = useApi();
  const scope = useSystemScope();
  const insttCode = scope.insttCode ?? null;
  const titleId = useId();
  const access = useQuery({ queryKey: labKeys.access(insttCode), queryFn: () => fetchLabAccess(api, insttCode), retry: false });
  const byCode = new Map((access.data?.apps ?? []).map((a) => [a.appCode, a]));

  return (
    <section className="panel service-lab" aria-labelledby={titleId}>
      <header>
        <h1 id={titleId}>{t('web.lab.title')}</h1>
        <p>{t('web.lab.intro')}</p>
        {!insttCode && <p className="service-lab__note">{t('web.lab.providerNote')}</p>}
      </header>
      {access.isPending && <p role="status">{t('common.loading')}</p>}
      {access.isError && (
        <p role="alert">
          {t('web.lab.loadFailed')}{' '}
          <button type="button" className="button--secondary" onClick={() => void access.refetch()}>
            {t('web.lab.retry')}
          </button>
        </p>
      )}
      {access.data && (
        <ul className="service-lab__cards">
          {LAB_APPS.map((def) => {
            const app = byCode.get(def.appCode);
            return app ? <LabCard key={def.appCode} app={app} /> : null;
          })}
        </ul>
      )}
    </section>
  );
}

function LabCard({ app }: { app: LabAppAccess }) {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const session = useSession();
  const dialogs = useDialogs();
  const code = app.appCode as LabAppCode;
  const name = t(`web.lab.app.${code}`);
  const headingId = useId();

  let href: string;
  if (code === 'THEMED_MAP') {
    // The app builder belongs to an institution: the site's, or the signed-in member's own.
    const instt = scope.insttCode ?? (isSignedIn(session) ? session.insttCode : null);
    href = instt ? systemPath({ system: 'institution-user', insttCode: instt }, app.path) : `/login?returnUrl=${encodeURIComponent('/serviceLab')}`;
  } else {
    href = systemPath(scope, app.path);
  }

  return (
    <li className="service-lab__card" data-app={code} data-add-on={app.addOn ? 'Y' : 'N'} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name}
        {app.addOn && <span className="service-lab__badge">{t('web.lab.addOn')}</span>}
      </h2>
      <p>{t(`web.lab.desc.${code}`)}</p>
      {app.available ? (
        <a className="button service-lab__open" href={href} target="_blank" rel="noopener">
          {t('web.lab.open')}
        </a>
      ) : (
        <button
          type="button"
          className="button service-lab__open"
          onClick={() => void dialogs.alert({ type: 'info', title: t('web.lab.needAddOnTitle'), message: t('web.lab.needAddOn', { app: name }) })}
        >
          {t('web.lab.open')}
        </button>
      )}
    </li>
  );
}
