import { LEGAL_DOCUMENTS, TERMS_TYPES, type TermsType } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import '../account.css';
import { LegalText } from './LegalText';

/** /terms?termsType=userTerms|privacyPolicy: the terms of use or the privacy policy. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [search] = useSearchParams();
  const requested = search.get('termsType');
  const type: TermsType = TERMS_TYPES.find((candidate) => candidate === requested) ?? 'userTerms';
  return (
    <article className="panel account-page legal-page" aria-labelledby={titleId}>
      <nav aria-label={t('web.account.terms.nav')} className="legal-page__nav">
        <ul>
          {TERMS_TYPES.map((other) => (
            <li key={other}>
              <Link to={`/terms?termsType=${other}`} aria-current={other === type ? 'page' : undefined}>
                {t(`terms.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 id={titleId}>{t(`terms.${type}`)}</h1>
      {i18n.language !== 'ko' && <p className="account-page__notice">{t('web.account.terms.koreanOnly')}</p>}
      <LegalText document={LEGAL_DOCUMENTS[type]} />
    </article>
  );
}
