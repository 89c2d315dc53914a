import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { page, screen } from './lazy-screen';

// Each screen is its own chunk: only institution admins ever load them.
const BasicSettingsPage = screen(
  () => import('../institution/settings/BasicSettingsPage'),
  'BasicSettingsPage',
);
const IpAccessPage = screen(() => import('../institution/ip-access/IpAccessPage'), 'IpAccessPage');
const MemberStatusPage = screen(() => import('../institution/members/MemberStatusPage'), 'MemberStatusPage');
const AddUserPage = screen(() => import('../institution/members/AddUserPage'), 'AddUserPage');
const GroupManagePage = screen(() => import('../institution/groups/GroupManagePage'), 'GroupManagePage');
const LayerManagementPage = screen(() => import('../layers/LayerManagementPage'), 'LayerManagementPage');
const ContentStatusPage = screen(() => import('../contents/ContentStatusPage'), 'ContentStatusPage');
const MapsManagementPage = screen(() => import('../contents/ContentGridPage'), 'MapsManagementPage');
const ThemedMapsManagementPage = screen(() => import('../contents/ContentGridPage'), 'ThemedMapsManagementPage');

/**
 * Routes of the institution admin screens 531, 535, 541, 542, 543 (issue: institutions) and the
 * content screens 551, 552, 553, 554 (issue 19), as
 * <Route> elements for App.tsx under /admin/:insttCode. The paths are the menu's routerLinks.
 */
export function institutionRoutes(): ReactNode {
  return (
    <>
      <Route path="insttManage" element={page(BasicSettingsPage)} />
      <Route path="insttManage/ipAccess" element={page(IpAccessPage)} />
      <Route path="manageConstituent" element={page(MemberStatusPage)} />
      <Route path="manageConstituent/add" element={page(AddUserPage)} />
      <Route path="manageGroup" element={page(GroupManagePage)} />
      <Route path="manageContents" element={page(ContentStatusPage)} />
      <Route path="manageContents/maps" element={page(MapsManagementPage)} />
      <Route path="manageContents/themedMaps" element={page(ThemedMapsManagementPage)} />
      <Route path="manageContents/layers" element={page(LayerManagementPage)} />
    </>
  );
}
