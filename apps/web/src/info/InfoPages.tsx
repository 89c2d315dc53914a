import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { AppMessageKey } from '../i18n/ko';
import { useNoticeReadability } from '../notices/InsttNoticeAccess';
import { displayDay, fetchNotices, noticeKeys } from '../notices/notices-api';
import { GUIDE_STEPS, guideImageSrc } from './guide-steps';
import './info.css';

/** The system's own address of a page: '/x' on the main site, '/{insttCode}/x' on an institution's. */
export function useSitePath(): (path: string) => string {
  const { insttCode } = useParams();
  return (path: string) => (insttCode ? `/${insttCode}${path}` : path);
}

const FEATURES = ['layers', 'maps', 'apps', 'share'] as const;
const SYSTEMS = ['providerUser', 'institutionUser', 'institutionAdmin', 'providerAdmin'] as const;

/** About the product (/userGuide): what it does, the four systems, plans. */
export function UserGuidePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const site = useSitePath();
  return (
    <article className="info-page" aria-labelledby={titleId}>
      <header className="info-page__hero">
        <h1 id={titleId}>{t('web.about.title')}</h1>
        <p className="info-page__lead">{t('web.about.lead')}</p>
      </header>
      <section aria-labelledby={`${titleId}-features`}>
        <h2 id={`${titleId}-features`}>{t('web.about.features')}</h2>
        <ul className="info-cards">
          {FEATURES.map((key) => (
            <li key={key} className="info-card">
              <h3>{t(`web.about.feature.${key}.title`)}</h3>
              <p>{t(`web.about.feature.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${titleId}-systems`}>
        <h2 id={`${titleId}-systems`}>{t('web.about.systems')}</h2>
        <p>{t('web.about.systemsLead')}</p>
        <dl className="info-systems">
          {SYSTEMS.map((key) => (
            <div key={key} className="info-systems__item">
              <dt>{t(`web.about.system.${key}.title`)}</dt>
              <dd>{t(`web.about.system.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${titleId}-plans`}>
        <h2 id={`${titleId}-plans`}>{t('web.about.plans')}</h2>
        <p>{t('web.about.plansBody')}</p>
        <p>
          <Link to={site('/pricesPolicy')}>{t('web.about.plansLink')}</Link>
        </p>
      </section>
      <section aria-labelledby={`${titleId}-start`}>
        <h2 id={`${titleId}-start`}>{t('web.about.start')}</h2>
        <ul className="info-links">
          <li>
            <Link to={site('/join')}>{t('web.about.startJoin')}</Link>
          </li>
          <li>
            <Link to={site('/guide')}>{t('web.about.startGuide')}</Link>
          </li>
          <li>
            <Link to={site('/gallery')}>{t('web.about.startGallery')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}

/** The user guide (/guide): steps with screenshots of our own screens (scripts/guide-screenshots.mjs). */
export function GuidePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const site = useSitePath();
  return (
    <article className="info-page guide" aria-labelledby={titleId}>
      <header className="info-page__hero">
        <h1 id={titleId}>{t('web.guide.title')}</h1>
        <p className="info-page__lead">{t('web.guide.lead')}</p>
      </header>
      <nav className="guide__toc" aria-label={t('web.guide.toc')}>
        <ol>
          {GUIDE_STEPS.map((step) => (
            <li key={step.id}>
              <a href={`#guide-${step.id}`}>{t(`web.guide.step.${step.id}.title` as AppMessageKey)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {GUIDE_STEPS.map((step, i) => {
        const title = t(`web.guide.step.${step.id}.title` as AppMessageKey);
        return (
          <section
            key={step.id}
            id={`guide-${step.id}`}
            className="guide__step"
            aria-labelledby={`guide-${step.id}-title`}
          >
            <p className="guide__meta">
              <span className="guide__no">{t('web.guide.stepNo', { no: i + 1 })}</span>{' '}
              <span className={`guide__audience guide__audience--${step.audience}`}>
                {t(`web.guide.audience.${step.audience}`)}
              </span>
            </p>
            <h2 id={`guide-${step.id}-title`}>{title}</h2>
            <p>{t(`web.guide.step.${step.id}.body` as AppMessageKey)}</p>
            <figure className="guide__figure">
              <img src={guideImageSrc(step.image)} alt={title} width={1280} height={800} loading="lazy" />
            </figure>
          </section>
        );
      })}
      <p className="guide__more">
        {t('web.guide.more')} <Link to={site('/community')}>{t('web.guide.toCommunity')}</Link>
      </p>
    </article>
  );
}

const LATEST_NOTICES = 5;

/** Customer support (/community): latest notices, Q&A, guide, online inquiry, about. */
export function CommunityPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const site = useSitePath();
  const { insttCode } = useParams();
  return (
    <article className="info-page community" aria-labelledby={titleId}>
      <header className="info-page__hero">
        <h1 id={titleId}>{t('web.community.title')}</h1>
        <p className="info-page__lead">{t('web.community.lead')}</p>
      </header>
      <div className="community__grid">
        <LatestNotices owner={insttCode ?? null} />
        <section className="info-card" aria-labelledby={`${titleId}-qna`}>
          <h2 id={`${titleId}-qna`}>{t('web.community.qna')}</h2>
          <p>{t('web.community.qnaBody')}</p>
          <a href={site('/community/qna')} target="_blank" rel="noopener noreferrer">
            {t('web.community.qnaLink')} <span className="info-sr-only">{t('web.community.newWindow')}</span>
          </a>
        </section>
        <section className="info-card" aria-labelledby={`${titleId}-guide`}>
          <h2 id={`${titleId}-guide`}>{t('web.community.guide')}</h2>
          <p>{t('web.community.guideBody')}</p>
          <Link to={site('/guide')}>{t('web.community.guideLink')}</Link>
        </section>
        <section className="info-card" aria-labelledby={`${titleId}-inquiry`}>
          <h2 id={`${titleId}-inquiry`}>{t('web.community.inquiry')}</h2>
          <p>{t('web.community.inquiryBody')}</p>
          <Link to={site('/community/inquiry')}>{t('web.community.inquiryLink')}</Link>
        </section>
        <section className="info-card" aria-labelledby={`${titleId}-about`}>
          <h2 id={`${titleId}-about`}>{t('web.community.about')}</h2>
          <p>{t('web.community.aboutBody')}</p>
          <Link to={site('/userGuide')}>{t('web.community.aboutLink')}</Link>
        </section>
      </div>
    </article>
  );
}

/** The system's latest notices (the provider's on the main site, the institution's on its site). */
function LatestNotices({ owner }: { owner: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const site = useSitePath();
  // An institution's notices are for its members: anyone else is told so, nothing is asked.
  const { readable, closedKey } = useNoticeReadability(owner);
  const list = useQuery({
    queryKey: noticeKeys.list(owner, 1),
    queryFn: () => fetchNotices(api, owner, 1),
    enabled: readable,
  });
  const notices = list.data?.content.slice(0, LATEST_NOTICES) ?? [];
  return (
    <section className="info-card community__notices" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('web.community.notices')}</h2>
      {closedKey && <p role="status">{t(closedKey)}</p>}
      {readable && list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.isError && <p role="alert">{t('web.community.noticesFailed')}</p>}
      {list.isSuccess && notices.length === 0 && <p>{t('web.community.noticesEmpty')}</p>}
      {notices.length > 0 && (
        <ul className="community__notice-list">
          {notices.map((n) => (
            <li key={n.nttId}>
              <Link to={site(`/notice/${n.nttId}`)}>{n.nttSj}</Link>
              <span className="community__notice-date">{displayDay(n.registDt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={site('/notice')}>{t('web.community.noticesMore')}</Link>
    </section>
  );
}
