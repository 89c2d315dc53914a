import { formatDateTime, formatMessage, MESSAGES } from '@nuri/domain';
import type { MailMessage } from '../notifications';
import { levelName } from './membership.service';
import type { MemberSeCode } from './dto/constituents.dto';

/** Invitations can be accepted for this many days after they are sent. */
export const INVITATION_TTL_DAYS = 7;

/** Address of the invitation page of the web app (the notice's link). */
export function invitationLink(publicBaseUrl: string, insttUserNtcnId: string): string {
  return new URL(`/invites/${insttUserNtcnId}`, publicBaseUrl).toString();
}

/** The Korean invitation notice e-mailed to the invitee. */
export function invitationMail(input: {
  to: string;
  insttNm: string;
  userSeCode: MemberSeCode;
  insttUserNtcnId: string;
  expiresDt: Date;
  publicBaseUrl: string;
}): MailMessage {
  const ko = MESSAGES.ko;
  return {
    to: input.to,
    subject: formatMessage(ko['mail.invite.subject'], { insttNm: input.insttNm }),
    text: formatMessage(ko['mail.invite.body'], {
      insttNm: input.insttNm,
      level: levelName(input.userSeCode, 'ko'),
      link: invitationLink(input.publicBaseUrl, input.insttUserNtcnId),
      expireDt: formatDateTime(input.expiresDt),
    }),
  };
}

/** 'ab***@example.com': enough for the invitee to recognise the address, little for anyone else. */
export function maskEmail(emailaddr: string): string {
  const at = emailaddr.lastIndexOf('@');
  if (at < 0) return '***';
  return `${emailaddr.slice(0, Math.min(2, at))}***${emailaddr.slice(at)}`;
}
