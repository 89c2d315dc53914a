import { useTranslation } from 'react-i18next';

/** Admin landing: what this site is for (the service status is on the operator's dashboard). */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <section className="intro" aria-labelledby="intro-title">
      <h1 id="intro-title">{t('home.title')}</h1>
      <p>{t('home.description')}</p>
    </section>
  );
}
