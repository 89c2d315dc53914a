import { isInstitutionMemberCode } from '@nuri/domain';
import { accountLinks, useInstitutionProfile, useSession, useSystemScope } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GalleryHighlights, NoticeHighlights, QuickActions } from '../home/HomeSections';
import { NoticePopups } from '../notices/NoticePopups';

/** An institution's site home: its gallery and notices, and the quick actions for its members. */
export function InstitutionHomePage() {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const { insttCode } = scope;
  const session = useSession();
  const profile = useInstitutionProfile(insttCode);
  const name = profile?.insttNm ?? insttCode ?? '';
  const links = accountLinks(scope, session);
  const member =
    insttCode !== null &&
    session.insttCode === insttCode &&
    session.userSeCode !== null &&
    isInstitutionMemberCode(session.userSeCode);
  const base = `/${insttCode ?? ''}`;
  return (
    <div className="home">
      <section className="home-hero home-hero--instt" aria-labelledby="intro-title">
        <p className="home-hero__eyebrow">{t('app.name')}</p>
        <h1 id="intro-title">{name}</h1>
        <p className="home-hero__lead">{t('web.home.instt.lead', { name })}</p>
        {!session.userId && (
          <div className="home-hero__actions">
            <Link className="button button--large" to={links.login}>
              {t('web.home.login')}
            </Link>
            <span className="home-hero__hint">{t('web.home.instt.join')}</span>
          </div>
        )}
      </section>
      {member && insttCode && <QuickActions insttCode={insttCode} myPage={links.myPage} />}
      {insttCode && <GalleryHighlights owner={insttCode} base={base} title={t('web.home.instt.gallery')} />}
      {insttCode && <NoticeHighlights owner={insttCode} base={base} title={t('web.home.instt.notices')} />}
      {insttCode && <NoticePopups owner={insttCode} />}
    </div>
  );
}
