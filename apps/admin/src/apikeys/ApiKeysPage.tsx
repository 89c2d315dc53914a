import { Tabs } from '@nuri/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import { AdminPage } from '../kit/AdminPage';
import { ApiKeyList } from './ApiKeyList';
import { ApiUsageView } from './ApiUsageView';
import './apikeys.css';

/**
 * API key management of the institution admin (536, /admin/:insttCode/insttManage/apiKeys):
 * the institution's keys and their usage.
 */
export function InstitutionApiKeysPage() {
  const { t, i18n } = useTranslation();
  return (
    <AdminPage title={t('apiKeys.title')} intro={t('apiKeys.intro')}>
      {(insttCode) => <ApiKeysScreen key={i18n.language} insttCode={insttCode} />}
    </AdminPage>
  );
}

/**
 * API key management of the provider admin (91, /admin/manageApiKeys): every institution's keys
 * with an institution filter and column, and their usage. The route is behind RequireAdmin.
 */
export function ProviderApiKeysPage() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <section className="instt-admin" aria-labelledby={titleId}>
      <header className="instt-admin__header">
        <h1 id={titleId}>{t('apiKeys.title')}</h1>
        <p className="instt-admin__intro">{t('apiKeys.providerIntro')}</p>
      </header>
      <ApiKeysScreen key={i18n.language} insttCode={null} />
    </section>
  );
}

function ApiKeysScreen({ insttCode }: { insttCode: string | null }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('apiKeys.tabs')}
      tabs={[
        { id: 'keys', label: t('apiKeys.tab.keys'), content: <ApiKeyList insttCode={insttCode} /> },
        { id: 'usage', label: t('apiKeys.tab.usage'), content: <ApiUsageView insttCode={insttCode} /> },
      ]}
    />
  );
}
