import { useInstitutionProfile, useSystemScope } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { NoticePopups } from '../notices/NoticePopups';

/** An institution's site home: its name and what the site is for. */
export function InstitutionHomePage() {
  const { t } = useTranslation();
  const { insttCode } = useSystemScope();
  const profile = useInstitutionProfile(insttCode);
  return (
    <section className="intro" aria-labelledby="intro-title">
      <h1 id="intro-title">{profile?.insttNm ?? insttCode}</h1>
      <p className="intro__tagline">{t('app.tagline')}</p>
      <p>{t('app.description')}</p>
      {insttCode && <NoticePopups owner={insttCode} />}
    </section>
  );
}
