import type { components } from '@nuri/api-client';
import type { InsttStatusCode, UserSeCode } from '@nuri/domain';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { HEALTH, WEB_MENUS } from '../../test/fake-api';

type Invitation = components['schemas']['InvitationCheckDto'];

export const INVITE_ID = '3f1c2b7e-8a4d-4e5f-9b6a-0c1d2e3f4a5b';

export interface FakeUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string;
}

export interface InstitutionApiState {
  status: InsttStatusCode | 'failing';
  invitation: Invitation;
  /** Who the access token names (refresh answers with it). */
  user: FakeUser | null;
  /** The answer of POST …/agree when it is not a success. */
  agreeRefusal: { status: number; message: string } | null;
}

export function institutionApiState(): InstitutionApiState {
  return {
    status: 'BILLING',
    invitation: {
      insttUserNtcnId: INVITE_ID,
      insttCode: 'seoul',
      insttNm: '서울특별시',
      userSeCode: 11,
      userSeCodeNm: '편집자',
      sttusCode: 'WAITING',
      expiresDt: '2026-12-08T09:30:00+09:00',
      expiredAt: 'N',
      emailaddr: 'ne***@example.com',
      isInvitee: false,
    },
    user: null,
    agreeRefusal: null,
  };
}

const SEOUL = {
  insttCode: 'seoul',
  insttNm: '서울특별시',
  creatDt: '2025-03-02T10:00:00+09:00',
  creatmanId: 'operator01',
  imageCn: '/api/instt/seoul/image',
  thumbnail: '/api/instt/seoul/image',
  insttUrl: '/seoul',
};

const STATUS_MSG: Record<InsttStatusCode, string> = {
  NORMAL: '정상 운영',
  BILLING: '결제 진행 중',
  PAUSED: '일시 정지',
};

/** The web app's API for the institution screens: menus, the seoul institution, one invitation, token refresh. */
export function fakeInstitutionApi(state: InstitutionApiState = institutionApiState()) {
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const code = url.searchParams.get('insttCode');
    if (path === '/api/health') return envelope(200, HEALTH);
    if (path === '/api/menu') {
      const system = url.searchParams.get('systemType');
      if (system === 'provider-user') return envelope(200, WEB_MENUS['provider-user']);
      if (system === 'institution-user' && (code === 'seoul' || code === 'openbiz')) {
        return envelope(200, WEB_MENUS['institution-user']);
      }
      return envelope(404, '요청한 정보를 찾을 수 없습니다.');
    }
    if (path === '/api/auth/refresh') {
      if (!state.user) return envelope(401, '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.');
      return envelope(200, {
        accessToken: `token-${state.user.insttCode}`,
        refreshToken: 'refresh-2',
        expiresIn: 900,
        user: state.user,
      });
    }
    if (path === '/api/instt/seoul') return envelope(200, SEOUL);
    if (path === '/api/instt/seoul/status') {
      if (state.status === 'failing') return envelope(500, null);
      return envelope(200, { statusCode: state.status, statusMsg: STATUS_MSG[state.status] });
    }
    if (path === '/api/instt/seoul/contents/count') {
      return envelope(200, { lyrCnt: 14, mapCnt: 6, appCnt: 3, memberCnt: 25, groupCnt: 4 });
    }
    if (path === '/api/instt/seoul/constituents') {
      return envelope(200, { content: [], totalElements: 25, pageIndex: 1, pageSize: 1, last: false });
    }
    if (path === `/api/invites/${INVITE_ID}`) {
      const invitee = request.headers.get('Authorization') !== null && state.user?.userId === 'newbie';
      return envelope(200, {
        ...state.invitation,
        isInvitee: invitee,
        emailaddr: invitee ? 'newbie@example.com' : 'ne***@example.com',
      });
    }
    if (path === `/api/invites/${INVITE_ID}/agree` && request.method === 'POST') {
      if (state.agreeRefusal) return envelope(state.agreeRefusal.status, state.agreeRefusal.message);
      state.invitation = { ...state.invitation, sttusCode: 'AGREED' };
      if (state.user) state.user = { ...state.user, insttCode: 'seoul', userSeCode: 11 };
      return envelope(200, {
        insttCode: 'seoul',
        insttNm: '서울특별시',
        userSeCode: 11,
        userSeCodeNm: '편집자',
        openbizMoveAt: 'Y',
      });
    }
    if (path.startsWith('/api/invites/')) return envelope(404, '초대 정보를 찾을 수 없습니다.');
    return envelope(404, '요청한 주소를 찾을 수 없습니다.');
  });
  return Object.assign(fetch, { state });
}

/** Paths the fake was asked for (methods other than GET are prefixed). */
export const pathsOf = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.requests.map(
    (request) => `${request.method === 'GET' ? '' : `${request.method} `}${new URL(request.url).pathname}`,
  );
