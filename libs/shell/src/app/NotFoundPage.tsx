import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The app's own screen for an unknown route, with a link back to its home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
