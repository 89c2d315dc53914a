import { useGridRefresh } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../kit/AdminPage';
import { InviteForm } from './InviteForm';
import { OpenBizInviteForm } from './OpenBizInviteForm';
import { WAITING_LIST_GRID, WaitingList } from './WaitingList';

/** Add user (542, /manageConstituent/add): invitations, openBiz invitations and the waiting list. */
export function AddUserPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('menu.addUser')}>{(insttCode) => <AddUser insttCode={insttCode} />}</AdminPage>;
}

function AddUser({ insttCode }: { insttCode: string }) {
  const changed = useGridRefresh(WAITING_LIST_GRID);
  return (
    <>
      <InviteForm insttCode={insttCode} onInvited={changed} />
      <OpenBizInviteForm insttCode={insttCode} onInvited={changed} />
      <WaitingList insttCode={insttCode} onChanged={changed} />
    </>
  );
}
