import { useTranslation } from 'react-i18next';
import { StatusPanel } from '@nuri/shell';

/** Admin landing: what this site is for, and whether the service is up. */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="intro" aria-labelledby="intro-title">
        <h1 id="intro-title">{t('home.title')}</h1>
        <p>{t('home.description')}</p>
      </section>
      <StatusPanel />
    </>
  );
}
