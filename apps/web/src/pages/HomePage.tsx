import { useTranslation } from 'react-i18next';
import { StatusPanel } from '@nuri/shell';
import { NoticePopups } from '../notices/NoticePopups';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="intro" aria-labelledby="intro-title">
        <h1 id="intro-title">{t('app.name')}</h1>
        <p className="intro__tagline">{t('app.tagline')}</p>
        <p>{t('app.description')}</p>
      </section>
      <StatusPanel />
      <NoticePopups owner={null} />
    </>
  );
}
