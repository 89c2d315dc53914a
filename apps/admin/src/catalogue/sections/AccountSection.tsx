import { ApiError } from '@nuri/api-client';
import { INSTT_STATUS_CODES } from '@nuri/domain';
import {
  ANONYMOUS_SESSION,
  OrgProfilePanel,
  PasswordChangeForm,
  sessionOf,
  StaticSession,
  UnpaidNotice,
  UserMenu,
  VerificationField,
  type Session,
  type VerificationTransport,
} from '@nuri/shell';
import type { ReactNode } from 'react';
import type { CatalogueSection } from '../section';

const SESSIONS: [string, Session][] = [
  ['로그아웃 상태 · 로그인, 회원가입', ANONYMOUS_SESSION],
  ['기관 구성원 · 이름, 마이페이지, 로그아웃', sessionOf({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'demo' })],
  ['플랫폼 관리자 · 마이페이지 없음', sessionOf({ userId: 'root', userNm: '운영자', userSeCode: 4, insttCode: null })],
];

const DEMO = { insttCode: 'demo', insttNm: '누리시청' };

// Stand-ins for the institution API: the chosen file shows at once, deleting always works.
const uploadLocally = async (file: File) => URL.createObjectURL(file);
const deleteNothing = async () => undefined;
// Marks the text instead of encrypting it: the catalogue sends nothing.
const markEncrypted = async (plaintext: string) => `encrypted(${plaintext.length})`;
const sendNothing = async () => undefined;

// A verification stand-in: the code is always 123456; the second one expires after 20 seconds.
function localVerification(seconds: number): VerificationTransport {
  return {
    send: async () => ({ expireDt: new Date(Date.now() + seconds * 1000).toISOString() }),
    confirm: async (_target, code) => {
      if (code === '123456') return { verificationToken: 'catalogue-token' };
      throw new ApiError({ status: 422, message: '인증번호가 일치하지 않습니다.' });
    },
  };
}
const keepToken = () => undefined;

function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: '1rem' }}>
      {children}
    </div>
  );
}

function AccountDemo() {
  return (
    <>
      <h3 className="catalogue__state">사용자 메뉴 · 바깥 클릭, Esc로 닫힘</h3>
      <Row>
        {SESSIONS.map(([title, session]) => (
          <div key={title}>
            <p className="catalogue__state">{title}</p>
            <StaticSession session={session}>
              <UserMenu />
            </StaticSession>
          </div>
        ))}
      </Row>

      <h3 className="catalogue__state">기관 프로필 패널 · 정상 운영, 결제 진행 중(노랑), 일시 정지(빨강); png/jpg/jpeg 1MB 이하</h3>
      <Row>
        <OrgProfilePanel institution={DEMO} onUpload={uploadLocally} onDeleteImage={deleteNothing} />
        <OrgProfilePanel institution={DEMO} statusCode={INSTT_STATUS_CODES.BILLING} />
        <OrgProfilePanel institution={DEMO} statusCode={INSTT_STATUS_CODES.PAUSED} />
      </Row>

      <h3 className="catalogue__state">비밀번호 변경 · 현재 비밀번호 입력 / 부모 화면이 현재 비밀번호를 넘긴 경우</h3>
      <Row>
        <PasswordChangeForm userId="kim" userNm="김누리" encrypt={markEncrypted} onSubmit={sendNothing} />
        <PasswordChangeForm
          userId="kim"
          userNm="김누리"
          oldPassword="Expired#2024"
          encrypt={markEncrypted}
          onSubmit={sendNothing}
        />
      </Row>

      <h3 className="catalogue__state">
        인증번호 확인 · 발송 전 형식 검사, 카운트다운, 5회 실패·만료 시 초기화, 인증 후 잠김(변경 시 확인) · 인증번호 123456
      </h3>
      <Row>
        <VerificationField
          type="signUp"
          label="이메일"
          params={{ userId: 'kim' }}
          transport={localVerification(180)}
          onVerified={keepToken}
        />
        <VerificationField
          type="signUp"
          channel="sms"
          label="휴대폰 번호 · 20초 후 만료"
          params={{ userId: 'kim' }}
          transport={localVerification(20)}
          onVerified={keepToken}
        />
      </Row>

      <h3 className="catalogue__state">미납 계정 안내</h3>
      <UnpaidNotice />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'account',
  title: '계정과 기관',
  order: 60,
  Component: AccountDemo,
};
