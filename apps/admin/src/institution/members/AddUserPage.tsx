import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';
import { InviteForm } from './InviteForm';
import { OpenBizInviteForm } from './OpenBizInviteForm';
import { WaitingList } from './WaitingList';

/** Add user (542, /manageConstituent/add): invitations, openBiz invitations and the waiting list. */
export function AddUserPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('menu.addUser')}>{(insttCode) => <AddUser insttCode={insttCode} />}</AdminPage>;
}

function AddUser({ insttCode }: { insttCode: string }) {
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <>
      <InviteForm insttCode={insttCode} onInvited={changed} />
      <OpenBizInviteForm insttCode={insttCode} onInvited={changed} />
      <WaitingList insttCode={insttCode} version={version} onChanged={changed} />
    </>
  );
}
