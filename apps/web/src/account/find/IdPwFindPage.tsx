import { Tabs } from '@nuri/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import '../account.css';
import { FindIdTab } from './FindIdTab';
import { FindPasswordTab } from './FindPasswordTab';

/** /idpwfind: find the id, or set a new password, each with a code sent to the member's e-mail. */
export function IdPwFindPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'password' ? 'password' : 'id';
  return (
    <section className="panel account-page account-page--narrow" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('nav.route.idpwfind')}</h1>
      <Tabs
        label={t('nav.route.idpwfind')}
        selectedId={tab}
        onChange={(id) => setSearch(id === 'password' ? { tab: 'password' } : {}, { replace: true })}
        tabs={[
          { id: 'id', label: t('web.account.find.idTab'), content: <FindIdTab /> },
          { id: 'password', label: t('web.account.find.passwordTab'), content: <FindPasswordTab /> },
        ]}
      />
    </section>
  );
}
