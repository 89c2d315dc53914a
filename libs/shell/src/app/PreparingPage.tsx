import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../nav/AppLink';
import { systemPath } from '../nav/menu-paths';
import { useSystemScope } from '../nav/system-scope';

/** The one stand-in for a screen not built yet: names the menu and says it is in preparation. */
export function PreparingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const titleId = useId();
  return (
    <section className="panel preparing-page" aria-labelledby={titleId}>
      <p className="preparing-page__badge">{t('nav.preparing.badge')}</p>
      <h1 id={titleId}>{title}</h1>
      <p>{t('nav.preparing.body', { menu: title })}</p>
      <AppLink href={systemPath(scope, '/')}>{t('nav.preparing.home')}</AppLink>
    </section>
  );
}
