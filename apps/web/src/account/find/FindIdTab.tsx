import { AppLink, systemPath, useSystemScope, VerificationField, type Verified } from '@nuri/shell';
import { TextField } from '@nuri/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Find id: the name and a code sent to the member's e-mail; the confirmed code answers the id. */
export function FindIdTab() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const scope = useSystemScope();
  const [userNm, setUserNm] = useState('');
  const [found, setFound] = useState<Verified | null>(null);

  if (found?.userId) {
    const since = found.registDt ? new Date(found.registDt).toLocaleDateString(i18n.language) : null;
    return (
      <div className="find-result" role="status">
        <p>{t('web.account.find.idFound', { userNm: userNm.trim() })}</p>
        <p className="find-result__value">{found.userId}</p>
        {since && <p>{t('web.account.find.since', { date: since })}</p>}
        <AppLink href={systemPath(scope, '/login')} className="account-page__button">
          {t('button.login')}
        </AppLink>
      </div>
    );
  }

  return (
    <div className="find-form">
      <p>{t('web.account.find.idIntro')}</p>
      <TextField id={`${id}-userNm`} label={t('field.userNm')} required autoComplete="name" value={userNm} onChange={setUserNm} />
      <VerificationField type="idFind" label={t('field.emailaddr')} required params={{ userNm: userNm.trim() }} onVerified={setFound} />
    </div>
  );
}
