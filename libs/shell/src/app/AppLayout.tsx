import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@nuri/ui';
import type { HeaderStyle } from '../nav/header-style';
import '../styles/layout.css';
import '../styles/nav.css';

export interface AppLayoutProps {
  /** Route of the brand link: the system's home. */
  homePath?: string;
  /** Brand content; the app's name by default. */
  brand?: ReactNode;
  /** 'plain' on the sign-in and error routes: brand and language only. */
  headerStyle?: HeaderStyle;
  /** The header's menu (user systems). */
  menu?: ReactNode;
  /** The side column (admin systems: profile panel or logout, side menu). */
  sidebar?: ReactNode;
  /** Header items before the language switch (user menu). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Id of the layout's root: the element modals attach to. */
  containerId?: string;
  /** The screen; the matched child route by default. */
  children?: ReactNode;
}

/**
 * App shell: skip link, header (brand, menu, actions, language switch), optional side column,
 * main region, footer. On a narrow window (≤ 768 px) the menu or side column folds behind a
 * menu button. The app's name is the page title.
 */
export function AppLayout({
  homePath = '/',
  brand,
  headerStyle = 'default',
  menu,
  sidebar,
  actions,
  footer,
  containerId,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const name = t('app.name');
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = name;
  }, [name]);
  // A new screen folds the mobile menu again.
  useEffect(() => setPanelOpen(false), [pathname]);

  const plain = headerStyle === 'plain';
  const headerMenu = plain ? null : menu;
  const foldable = Boolean(headerMenu || sidebar);
  const classes = ['app-layout', `app-layout--header-${headerStyle}`, sidebar ? 'app-layout--with-sidebar' : ''];

  return (
    <div id={containerId} className={classes.filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <Link to={homePath} className="app-header__brand">
          {brand ?? name}
        </Link>
        {foldable && (
          <button
            type="button"
            className="app-header__menu-button button--secondary"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {t('nav.menuButton')}
          </button>
        )}
        {headerMenu && (
          <div id={panelId} className={`app-header__menu${panelOpen ? ' is-open' : ''}`}>
            {headerMenu}
          </div>
        )}
        <div className="app-header__actions">
          {!plain && actions}
          <LanguageSwitch />
        </div>
      </header>
      <div className="app-body">
        {sidebar && (
          <aside id={panelId} className={`app-sidebar${panelOpen ? ' is-open' : ''}`}>
            {sidebar}
          </aside>
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      {footer}
    </div>
  );
}
