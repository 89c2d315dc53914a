import { TERMS_TYPES, type TermsType } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';
import '../styles/nav.css';

/** The terms page of the main site with its termsType query (spec 000 §2). */
export function termsPath(termsType: TermsType): string {
  return `/terms?termsType=${termsType}`;
}

/** Site footer: the terms and privacy links and the company lines. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav className="site-footer__legal" aria-label={t('nav.footer.legal')}>
        <ul>
          {TERMS_TYPES.map((termsType) => (
            <li key={termsType}>
              <AppLink href={termsPath(termsType)} className={`site-footer__link site-footer__link--${termsType}`}>
                {t(`terms.${termsType}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__company">
        <p className="site-footer__name">{t('nav.footer.company')}</p>
        <p>{t('nav.footer.description')}</p>
        <p className="site-footer__copyright">{t('nav.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
