import { isInstitutionMemberCode } from '@nuri/domain';
import { accountLinks, useSession, useSystemScope } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ContentHighlights,
  GalleryHighlights,
  HomeSection,
  NoticeHighlights,
  PlanHighlights,
  QuickActions,
} from '../home/HomeSections';
import { NoticePopups } from '../notices/NoticePopups';

const FEATURES = ['data', 'map', 'share'] as const;

/**
 * The service's home: what it does, a clear call to start, gallery highlights, plans and
 * notices; a signed-in member sees their recent contents, what was shared with them and the quick
 * actions first. (The service status is the operator's, on the admin dashboard.)
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const scope = useSystemScope();
  const links = accountLinks(scope, session);
  const member =
    session.userId !== null &&
    session.userSeCode !== null &&
    isInstitutionMemberCode(session.userSeCode) &&
    session.insttCode;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="intro-title">
        <p className="home-hero__eyebrow">{t('app.tagline')}</p>
        <h1 id="intro-title">
          {member ? t('web.home.welcome', { name: session.userNm ?? '' }) : t('app.name')}
        </h1>
        <p className="home-hero__lead">{member ? t('web.home.welcome.text') : t('app.description')}</p>
        {!session.userId && (
          <div className="home-hero__actions">
            <Link className="button button--large" to={links.signUp}>
              {t('web.home.start')}
            </Link>
            <Link className="button button--large button--secondary" to="/gallery">
              {t('web.home.browseGallery')}
            </Link>
          </div>
        )}
      </section>
      {member && session.insttCode ? (
        <>
          <QuickActions insttCode={session.insttCode} myPage={links.myPage} />
          <div className="home-columns">
            <ContentHighlights list="mine" myPage={links.myPage} />
            <ContentHighlights list="shared" myPage={links.myPage} />
          </div>
        </>
      ) : (
        <HomeSection title={t('web.home.features')}>
          <ul className="home-features">
            {FEATURES.map((feature) => (
              <li key={feature} className="home-feature">
                <h3>{t(`web.home.feature.${feature}.title`)}</h3>
                <p>{t(`web.home.feature.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      <GalleryHighlights owner={null} base="" title={t('web.home.gallery')} />
      <div className="home-columns">
        <NoticeHighlights owner={null} base="" title={t('web.home.notices')} />
        <PlanHighlights />
      </div>
      <NoticePopups owner={null} />
    </div>
  );
}
