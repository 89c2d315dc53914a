import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** An iframe menu's screen: the target shown embedded under the menu's name. */
export function MenuFramePage({ title, src }: { title: string; src: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="menu-frame-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <iframe className="menu-frame-page__frame" src={src} title={t('nav.frameTitle', { menu: title })} />
    </section>
  );
}
