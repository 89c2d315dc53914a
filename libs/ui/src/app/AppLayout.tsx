import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import '../styles/layout.css';

/** App shell: skip link, brand ('app.name', also the page title), language switch, main region. */
export function AppLayout() {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = name;
  }, [name]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="app-header__brand">
          {name}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
