"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.INVITATION_TTL_DAYS = void 0;
exports.invitationLink = invitationLink;
exports.invitationMail = invitationMail;
exports.maskEmail = maskEmail;
const domain_1 = require("@nuri/domain");
const membership_service_1 = require("./membership.service");
/** Invitations can be accepted for this many days after they are sent. */
exports.INVITATION_TTL_DAYS = 7;
/** Address of the invitation page of the web app (the notice's link). */
function invitationLink(publicBaseUrl, insttUserNtcnId) {
    return new URL(`/invites/${insttUserNtcnId}`, publicBaseUrl).toString();
}
/** The Korean invitation notice e-mailed to the invitee. */
function invitationMail(input) {
    const ko = domain_1.MESSAGES.ko;
    return {
        to: input.to,
        subject: (0, domain_1.formatMessage)(ko['mail.invite.subject'], { insttNm: input.insttNm }),
        text: (0, domain_1.formatMessage)(ko['mail.invite.body'], {
            insttNm: input.insttNm,
            level: (0, membership_service_1.levelName)(input.userSeCode, 'ko'),
            link: invitationLink(input.publicBaseUrl, input.insttUserNtcnId),
            expireDt: (0, domain_1.formatDateTime)(input.expiresDt),
        }),
    };
}
/** 'ab***@example.com': enough for the invitee to recognise the address, little for anyone else. */
function maskEmail(emailaddr) {
    const at = emailaddr.lastIndexOf('@');
    if (at < 0)
        return '***';
    return `${emailaddr.slice(0, Math.min(2, at))}***${emailaddr.slice(at)}`;
}
//# sourceMappingURL=invitation-notice.js.map