import { isOpenBizInstitution, USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Attachment } from './entities/attachment.entity';

type Caller = Pick<AuthUser, 'userId' | 'userSeCode' | 'insttCode'>;
type Group = Pick<Attachment, 'registerId' | 'insttCode'>;

// Everyone who signs up alone belongs to openBiz, so membership there is no real organisation:
// its attachments stay with their uploader.
const sharedInInstitution = (caller: Caller, group: Group): boolean =>
  group.insttCode !== null && !isOpenBizInstitution(group.insttCode) && group.insttCode === caller.insttCode;

/** Read: the uploader, members of the uploader's institution, provider admins. */
export function mayReadAttachment(caller: Caller, group: Group): boolean {
  if (caller.userSeCode === USER_SE_CODES.PROVIDER_ADMIN || caller.userId === group.registerId) return true;
  return sharedInInstitution(caller, group);
}

/** Delete: the uploader, admins (14) of the uploader's institution, provider admins. */
export function mayDeleteAttachment(caller: Caller, group: Group): boolean {
  if (caller.userSeCode === USER_SE_CODES.PROVIDER_ADMIN || caller.userId === group.registerId) return true;
  return caller.userSeCode === USER_SE_CODES.INSTT_ADMIN && sharedInInstitution(caller, group);
}
