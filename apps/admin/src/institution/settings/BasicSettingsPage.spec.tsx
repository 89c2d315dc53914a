import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, KWATER, paged } from '../../kit/test/fake-institution-api';
import { KWATER_ADMIN, renderScreen, signIn } from '../../kit/test/render-screen';

const DETAIL = {
  ...KWATER,
  insttTel: '042-629-3114',
  insttAddr: '대전광역시 대덕구 신탄진로 200',
  planCode: '000001',
  insttSttusCode: 'NORMAL',
  deleteAt: 'N',
  masterUserId: 'lee',
  masterUserNm: '이관리',
  masterMbtlnum: '010-****-5678',
};
const ADMINS = [
  {
    userId: 'lee',
    userNm: '이관리',
    emailaddr: 'lee@example.com',
    userSeCode: 14,
    userSeCodeNm: '기관 관리자',
    registDt: KWATER.creatDt,
    isCreatman: true,
  },
  {
    userId: 'choi',
    userNm: '최부관',
    emailaddr: 'choi@example.com',
    userSeCode: 14,
    userSeCodeNm: '기관 관리자',
    registDt: KWATER.creatDt,
    isCreatman: false,
  },
];
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY = { keyId: 'k1', publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
const decrypt = (cipher: unknown) =>
  privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(String(cipher), 'base64'),
  ).toString();

const ANSWERS = {
  'GET /api/instt/kwater/detail': DETAIL,
  'GET /api/instt/kwater/constituents': paged(ADMINS),
  'GET /api/auth/public-key': PUBLIC_KEY,
};

describe('basic settings (531)', () => {
  beforeAll(() => {
    // jsdom has no WebCrypto; the browser's is Node's.
    Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  });
  afterEach(() => window.localStorage.clear());

  it('shows the institution detail and saves the edited fields', async () => {
    const api = fakeInstitutionApi({
      ...ANSWERS,
      'PUT /api/instt/kwater': { ...DETAIL, insttNm: '케이워터' },
    });
    renderScreen('/insttManage', api.fetch);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '기본 설정' })).toBeInTheDocument();
    const info = await screen.findByRole('region', { name: '기관 정보' });
    expect(info).toHaveTextContent('기본 요금제 (000001)');
    expect(info).toHaveTextContent('이관리 (lee)');
    expect(info).toHaveTextContent('010-****-5678');
    const name = within(info).getByLabelText('기관명');
    expect(name).toHaveValue('한국수자원공사');
    expect(within(info).getByLabelText('전화번호')).toHaveValue('042-629-3114');

    await user.clear(name);
    await user.click(within(info).getByRole('button', { name: '기관 정보 저장' }));
    expect(within(info).getByText('기관명을(를) 입력해 주세요.')).toBeInTheDocument();
    await user.type(name, '케이워터');
    await user.clear(within(info).getByLabelText('전화번호'));
    await user.type(within(info).getByLabelText('전화번호'), '전화');
    await user.click(within(info).getByRole('button', { name: '기관 정보 저장' }));
    expect(within(info).getByText('올바른 전화번호를 입력해 주세요.')).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);

    await user.clear(within(info).getByLabelText('전화번호'));
    await user.type(within(info).getByLabelText('전화번호'), '042-629-3000');
    await user.click(within(info).getByRole('button', { name: '기관 정보 저장' }));
    expect(await screen.findByText('기관 정보를 저장했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT')[0].body).toEqual({
      insttNm: '케이워터',
      insttTel: '042-629-3000',
      insttAddr: DETAIL.insttAddr,
    });
  });

  it("titles a failed lookup 'organization info lookup' with the server's text", async () => {
    const api = fakeInstitutionApi({
      'GET /api/instt/kwater/detail': () => envelope(404, '기관 정보를 찾을 수 없습니다.'),
    });
    renderScreen('/insttManage', api.fetch);

    const main = screen.getByRole('main');
    const error = await within(main).findByRole('alert');
    expect(error).toHaveTextContent('기관 정보 조회');
    expect(error).toHaveTextContent('기관 정보를 찾을 수 없습니다.');
    expect(within(error).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('keeps the master actions for the master account', async () => {
    signIn({ ...KWATER_ADMIN, userId: 'choi', userNm: '최부관' });
    renderScreen('/insttManage', fakeInstitutionApi(ANSWERS).fetch, null);

    expect(await screen.findByText('기관 마스터 계정만 사용할 수 있는 기능입니다.')).toBeInTheDocument();
    expect(screen.getByText('마스터 계정(lee)으로 로그인하면 사용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '기관 탈퇴' })).not.toBeInTheDocument();
  });

  it('changes the master phone with an SMS code', async () => {
    const api = fakeInstitutionApi({
      ...ANSWERS,
      'POST /api/instt/sms/crtfc/send': () =>
        envelope(200, { expireDt: new Date(Date.now() + 180_000).toISOString() }),
      'PUT /api/instt/kwater/master-phone': { masterMbtlnum: '010-****-9999' },
    });
    renderScreen('/insttManage', api.fetch);
    const user = userEvent.setup();
    const phone = await screen.findByRole('region', { name: '마스터 휴대폰 번호 변경' });

    await user.click(within(phone).getByRole('button', { name: '휴대폰 번호 변경' }));
    expect(within(phone).getByText('올바른 휴대폰 번호를 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(phone).getByLabelText('새 휴대폰 번호'), '010-9999-9999');
    await user.click(within(phone).getByRole('button', { name: '휴대폰 번호 변경' }));
    expect(within(phone).getByText('인증번호를 먼저 발급받아 주세요.')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: '인증번호 발송' }));
    const code = await within(phone).findByLabelText('인증번호');
    expect(within(phone).getByText(/남은 시간 0[23]:\d\d/)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(within(phone).getByRole('button', { name: '휴대폰 번호 변경' }));

    expect(await screen.findByText('마스터 휴대폰 번호를 변경했습니다.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/instt/sms/crtfc/send')[0].body).toEqual({
      userId: 'lee',
      phoneNumber: '01099999999',
    });
    expect(api.sent('PUT', '/api/instt/kwater/master-phone')[0].body).toEqual({
      newMbltlphon: '01099999999',
      smsCrtfcKey: '123456',
    });
  });

  it('transfers the master account to another admin with the encrypted password', async () => {
    const api = fakeInstitutionApi({
      ...ANSWERS,
      'POST /api/instt/kwater/master': { insttCode: 'kwater', masterUserId: 'choi' },
    });
    renderScreen('/insttManage', api.fetch);
    const user = userEvent.setup();
    const transfer = await screen.findByRole('region', { name: '마스터 계정 이전' });

    await user.click(await within(transfer).findByRole('button', { name: '마스터 계정 넘기기' }));
    expect(within(transfer).getByText('새 마스터 계정을 선택해 주세요.')).toBeInTheDocument();
    await user.click(within(transfer).getByRole('combobox', { name: '새 마스터 계정' }));
    expect(within(transfer).queryByRole('option', { name: /이관리/ })).not.toBeInTheDocument();
    await user.click(within(transfer).getByRole('option', { name: '최부관 (choi)' }));
    await user.type(within(transfer).getByLabelText('비밀번호'), 'Seoul!2026map');
    await user.click(within(transfer).getByRole('button', { name: '마스터 계정 넘기기' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('마스터 계정을 최부관 (choi) 님에게 넘기시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('마스터 계정을 choi 님에게 넘겼습니다.')).toBeInTheDocument();
    const sent = api.sent('POST', '/api/instt/kwater/master')[0].body as {
      userId: string;
      userPassword: string;
    };
    expect(sent.userId).toBe('choi');
    expect(decrypt(sent.userPassword)).toBe('Seoul!2026map');
  });

  it('withdraws the institution after a confirmation naming the consequences, then logs out', async () => {
    const api = fakeInstitutionApi({
      ...ANSWERS,
      'POST /api/instt/kwater/withdraw': {
        insttCode: 'kwater',
        movedToInsttCode: 'openbiz',
        movedMemberCnt: 3,
      },
    });
    renderScreen('/insttManage', api.fetch);
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('region', { name: '기관 탈퇴' });
    expect(withdraw).toHaveTextContent('모든 구성원은 개인 회원 기관의 일반 구성원으로 옮겨지며');

    await user.click(within(withdraw).getByRole('button', { name: '기관 탈퇴' }));
    expect(within(withdraw).getByText('비밀번호을(를) 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(withdraw).getByLabelText('비밀번호'), 'Seoul!2026map');
    await user.click(within(withdraw).getByRole('button', { name: '기관 탈퇴' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('한국수자원공사 기관을 탈퇴하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(api.sent('POST', '/api/instt/kwater/withdraw')).toHaveLength(0);

    await user.click(within(withdraw).getByRole('button', { name: '기관 탈퇴' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '기관 탈퇴' }),
    );
    const done = await screen.findByRole('alertdialog', { name: '안내' });
    expect(done).toHaveTextContent('구성원 3명이 개인 회원 기관으로 옮겨졌습니다.');
    expect(
      decrypt(
        (api.sent('POST', '/api/instt/kwater/withdraw')[0].body as { userPassword: string }).userPassword,
      ),
    ).toBe('Seoul!2026map');
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
  });
});
