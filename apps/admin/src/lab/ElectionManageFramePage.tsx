import { MenuFramePage, systemPath } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** The election management page of the web app (/:insttCode/serviceLab/electionManage), the 561 menu's embedded target. */
export function electionManageFrameSource(insttCode: string): string {
  return systemPath({ system: 'institution-user', insttCode }, '/serviceLab/electionManage');
}

/**
 * /admin/:insttCode/manageElection (561, an iframe menu shown only for the configured
 * institution): election management embedded in a frame, as the menu's link type says. The
 * framed page shares the session (same origin) and the API admits only that institution's admins.
 */
export function ElectionManageFramePage() {
  const { t } = useTranslation();
  const { insttCode = '' } = useParams();
  return <MenuFramePage title={t('labMng.election.title')} src={electionManageFrameSource(insttCode)} />;
}
