"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mayReadAttachment = mayReadAttachment;
exports.mayDeleteAttachment = mayDeleteAttachment;
const domain_1 = require("@nuri/domain");
// Everyone who signs up alone belongs to openBiz, so membership there is no real organisation:
// its attachments stay with their uploader.
const sharedInInstitution = (caller, group) => group.insttCode !== null && !(0, domain_1.isOpenBizInstitution)(group.insttCode) && group.insttCode === caller.insttCode;
/** Read: the uploader, members of the uploader's institution, provider admins. */
function mayReadAttachment(caller, group) {
    if (caller.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN || caller.userId === group.registerId)
        return true;
    return sharedInInstitution(caller, group);
}
/** Delete: the uploader, admins (14) of the uploader's institution, provider admins. */
function mayDeleteAttachment(caller, group) {
    if (caller.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN || caller.userId === group.registerId)
        return true;
    return caller.userSeCode === domain_1.USER_SE_CODES.INSTT_ADMIN && sharedInInstitution(caller, group);
}
//# sourceMappingURL=attachment-access.js.map