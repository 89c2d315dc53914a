"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertMayCreateGroup = assertMayCreateGroup;
exports.mayManageGroup = mayManageGroup;
exports.assertMayManageGroup = assertMayManageGroup;
exports.assertMayListInstitutionGroups = assertMayListInstitutionGroups;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../common/errors/domain-error");
// Who may do what with groups. Groups are share targets (scope 2) inside one institution, so:
// - members 11, 12 and 14 of a real institution may own groups; viewers (13) only read what is
//   shared with them (ARCHITECTURE §5) and neither create nor change groups; openBiz accounts
//   share with everyone only, so they have no groups; provider admins (4) own none.
// - a group is changed by its owner, the admins (14) of its institution and provider admins.
// - a group is read by those, and by its own members.
function assertMayCreateGroup(actor) {
    if (actor.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
        throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
    if (actor.insttCode === domain_1.DEFAULT_INSTT_CODE)
        throw new domain_error_1.DomainError('FORBIDDEN', 'group.openBizNotAllowed');
    if (actor.userSeCode === domain_1.USER_SE_CODES.VIEWER)
        throw new domain_error_1.DomainError('FORBIDDEN', 'group.viewerNotAllowed');
}
function mayManageGroup(actor, group) {
    if (actor.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
        return true;
    if (actor.insttCode !== group.insttCode)
        return false;
    if (actor.userSeCode === domain_1.USER_SE_CODES.INSTT_ADMIN)
        return true;
    return actor.userId === group.ownerId && actor.userSeCode !== domain_1.USER_SE_CODES.VIEWER;
}
function assertMayManageGroup(actor, group) {
    if (mayManageGroup(actor, group))
        return;
    const viewerOwner = actor.userId === group.ownerId && actor.insttCode === group.insttCode;
    throw new domain_error_1.DomainError('FORBIDDEN', viewerOwner ? 'group.viewerNotAllowed' : 'error.noPermission');
}
/** Lists every group of an institution: its admins and provider admins. */
function assertMayListInstitutionGroups(actor, insttCode) {
    if (actor.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
        return;
    if (actor.insttCode !== insttCode || actor.userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN)
        throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
}
//# sourceMappingURL=group-policy.js.map