import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/account.css';

/**
 * The notice of an account disabled by an unpaid subscription (spec 000 §6): the reason, a
 * request to have the institution's owner pay, and the data-deletion warning.
 */
export function UnpaidNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="unpaid-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="unpaid-notice__title">
        {t('unpaid.title')}
      </h2>
      <p>{t('unpaid.askOwner')}</p>
      <p className="unpaid-notice__warning">{t('unpaid.retentionWarning')}</p>
    </section>
  );
}
