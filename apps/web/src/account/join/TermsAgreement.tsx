import { PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from '@nuri/domain';
import { termsPath } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { LegalText } from '../terms/LegalText';
import type { JoinForm } from './use-join-form';

/**
 * The terms of use and the privacy policy in full (scrollable boxes), each with its required
 * box; the optional marketing consent; and one box that checks them all.
 */
export function TermsAgreement({ form }: { form: JoinForm }) {
  const { t } = useTranslation();
  const { values, errors, set, idOf } = form;
  const all = values.terms && values.privacy && values.marketing;
  const required = (field: 'terms' | 'privacy', document: LegalDocument, label: string) => {
    const boxId = `${idOf(field)}-text`;
    const error = errors[field];
    return (
      <div className="join-terms__item">
        <h3 id={`${boxId}-title`} className="join-terms__title">
          {document.title}
        </h3>
        <a className="join-terms__full" href={termsPath(document.type)} target="_blank" rel="noopener noreferrer">
          {t('web.account.terms.openFull', { title: document.title })}
        </a>
        {/* Focusable, so that the text scrolls from the keyboard. */}
        <div className="join-terms__box" role="region" aria-labelledby={`${boxId}-title`} tabIndex={0}>
          <LegalText document={document} headingLevel={4} />
        </div>
        <label className="join-terms__check">
          <input
            id={idOf(field)}
            type="checkbox"
            checked={values[field]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idOf(field)}-error` : undefined}
            onChange={(event) => set(field, event.target.checked)}
          />
          {label}
        </label>
        {error && (
          <p id={`${idOf(field)}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="join-terms">
      <legend>{t('web.account.join.terms')}</legend>
      <label className="join-terms__check join-terms__check--all">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => {
            set('terms', event.target.checked);
            set('privacy', event.target.checked);
            set('marketing', event.target.checked);
          }}
        />
        {t('web.account.join.agreeAll')}
      </label>
      {required('terms', TERMS_OF_USE, t('web.account.join.agreeTerms'))}
      {required('privacy', PRIVACY_POLICY, t('web.account.join.agreePrivacy'))}
      <label className="join-terms__check">
        <input type="checkbox" checked={values.marketing} onChange={(event) => set('marketing', event.target.checked)} />
        {t('web.account.join.agreeMarketing')}
      </label>
    </fieldset>
  );
}
