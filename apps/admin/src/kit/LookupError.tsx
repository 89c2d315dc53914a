import '../institution/institution.css';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

export interface LookupErrorProps {
  /** What failed, as the spec titles it ('organization info lookup'…). */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed lookup in place of its data: the title, the server's text and a retry. */
export function LookupError({ title, error, onRetry }: LookupErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="instt-admin__error">
      <p className="instt-admin__error-title">{title}</p>
      <p>{errorText(error, t)}</p>
      {onRetry && (
        <button type="button" className="button--secondary" onClick={onRetry}>
          {t('insttAdmin.lookup.retry')}
        </button>
      )}
    </div>
  );
}
