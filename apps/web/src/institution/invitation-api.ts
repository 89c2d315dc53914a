import type { components } from '@nuri/api-client';
import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';

export type InvitationCheck = components['schemas']['InvitationCheckDto'];
export type InvitationAgreed = components['schemas']['InvitationAgreedDto'];

// Invitation ids are UUIDs: anything else is a broken link, not worth a request.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isInvitationId = (id: string): boolean => UUID.test(id);

/** The state shown for an invitation: waiting, or why it can no longer be accepted. */
export type InvitationState = 'waiting' | 'expired' | 'agreed' | 'canceled';

export function invitationState(
  invitation: Pick<InvitationCheck, 'sttusCode' | 'expiredAt'>,
): InvitationState {
  if (invitation.sttusCode === 'AGREED') return 'agreed';
  if (invitation.sttusCode === 'CANCELED') return 'canceled';
  return invitation.expiredAt === 'Y' ? 'expired' : 'waiting';
}

export const invitationKey = (id: string, viewer: string | null) =>
  ['web', 'invite', id, viewer ?? ''] as const;

/** GET /api/invites/{id} (public; isInvitee and the full e-mail when the caller is the invitee). */
export function useInvitation(id: string, viewer: string | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: invitationKey(id, viewer),
    queryFn: () =>
      api.unwrap(api.GET('/api/invites/{insttUserNtcnId}', { params: { path: { insttUserNtcnId: id } } })),
    enabled,
  });
}

/** POST /api/invites/{id}/agree: joins the institution with the invited level. */
export function agreeToInvitation(api: AppApiClient, id: string): Promise<InvitationAgreed> {
  return api.unwrap(
    api.POST('/api/invites/{insttUserNtcnId}/agree', { params: { path: { insttUserNtcnId: id } } }),
  );
}
