import { envelope } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../../kit/test/fake-institution-api';
import { renderScreen } from '../../kit/test/render-screen';

const INVITES = 'GET /api/instt/kwater/constituents/invites';
const INVITATION = {
  insttUserNtcnId: '0b7f2a4e-0c53-4e8e-9d43-6f3c2b1a9e10',
  insttCode: 'kwater',
  emailaddr: 'park@example.com',
  userId: null,
  userNm: null,
  userSeCode: 11,
  userSeCodeNm: '편집자',
  openbizMoveAt: 'N',
  sttusCode: 'WAITING',
  registerId: 'lee',
  registDt: '2025-05-01T10:00:00+09:00',
  expiresDt: '2025-05-08T10:00:00+09:00',
  expiredAt: 'N',
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('add user (542)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a clear empty waiting list', async () => {
    const api = fakeInstitutionApi({ [INVITES]: paged([]) });
    renderScreen('/manageConstituent/add', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '사용자 추가' })).toBeInTheDocument();
    expect(await screen.findByText('수락을 기다리는 초대가 없습니다.')).toBeInTheDocument();
  });

  it('invites by e-mail with the chosen level, then shows the invitation waiting', async () => {
    let sent = false;
    const api = fakeInstitutionApi({
      [INVITES]: () => envelope(200, paged(sent ? [INVITATION] : [])),
      'POST /api/instt/kwater/constituents/invite': () => {
        sent = true;
        return envelope(201, INVITATION);
      },
    });
    renderScreen('/manageConstituent/add', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('수락을 기다리는 초대가 없습니다.');
    const form = section('구성원 초대');

    await user.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect(within(form).getByText('이메일 주소을(를) 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('이메일 주소'), 'park@');
    await user.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect(within(form).getByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('이메일 주소'), 'example.com');
    await user.click(within(form).getByRole('combobox', { name: '권한' }));
    await user.click(within(form).getByRole('option', { name: '편집자' }));
    await user.click(within(form).getByRole('button', { name: '초대 보내기' }));

    expect(await screen.findByText('park@example.com에게 초대를 보냈습니다.')).toBeInTheDocument();
    expect(api.sent('POST')[0].body).toEqual({ emailaddr: 'park@example.com', userSeCode: 11 });
    const row = await within(screen.getByRole('table', { name: '가입 확인 대기 목록' })).findByRole('row', {
      name: /park@example.com/,
    });
    expect(row).toHaveTextContent('편집자');
    expect(row).toHaveTextContent('수락 대기');
  });

  it('invites by user id and an openBiz member by id', async () => {
    const api = fakeInstitutionApi({
      [INVITES]: paged([]),
      'POST /api/instt/kwater/constituents/invite': INVITATION,
      'POST /api/instt/kwater/constituents/invite/openbiz': { ...INVITATION, openbizMoveAt: 'Y' },
    });
    renderScreen('/manageConstituent/add', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('수락을 기다리는 초대가 없습니다.');

    const form = section('구성원 초대');
    await user.click(within(form).getByRole('radio', { name: '아이디로 초대' }));
    await user.type(within(form).getByLabelText('아이디'), 'park_01');
    await user.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect(await screen.findByText('park_01에게 초대를 보냈습니다.')).toBeInTheDocument();

    const openBiz = section('개인 회원 초대');
    await user.type(within(openBiz).getByLabelText('아이디'), 'Bad Id');
    await user.click(within(openBiz).getByRole('button', { name: '개인 회원 초대' }));
    expect(within(openBiz).getByText(/아이디는 영문 소문자로 시작하는/)).toBeInTheDocument();
    await user.clear(within(openBiz).getByLabelText('아이디'));
    await user.type(within(openBiz).getByLabelText('아이디'), 'choi');
    await user.click(within(openBiz).getByRole('button', { name: '개인 회원 초대' }));
    expect(await screen.findByText('choi에게 초대를 보냈습니다.')).toBeInTheDocument();

    expect(api.sent('POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/instt/kwater/constituents/invite', { userId: 'park_01', userSeCode: 12 }],
      ['/api/instt/kwater/constituents/invite/openbiz', { userId: 'choi', userSeCode: 12 }],
    ]);
  });

  it("shows the server's refusal of an invitation", async () => {
    const api = fakeInstitutionApi({
      [INVITES]: paged([]),
      'POST /api/instt/kwater/constituents/invite': () => envelope(409, '이미 이 기관의 구성원입니다.'),
    });
    renderScreen('/manageConstituent/add', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('수락을 기다리는 초대가 없습니다.');
    const form = section('구성원 초대');

    await user.type(within(form).getByLabelText('이메일 주소'), 'kim@example.com');
    await user.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미 이 기관의 구성원입니다.');
  });

  it('cancels a waiting invitation after a confirmation', async () => {
    let canceled = false;
    const api = fakeInstitutionApi({
      [INVITES]: () => envelope(200, paged(canceled ? [] : [{ ...INVITATION, expiredAt: 'Y' }])),
      [`DELETE /api/instt/kwater/constituents/invites/${INVITATION.insttUserNtcnId}`]: () => {
        canceled = true;
        return envelope(200, null);
      },
    });
    renderScreen('/manageConstituent/add', api.fetch);
    const user = userEvent.setup();
    const row = await within(await screen.findByRole('table', { name: '가입 확인 대기 목록' })).findByRole(
      'row',
      { name: /park@example.com/ },
    );
    expect(row).toHaveTextContent('기한 만료');

    await user.click(within(row).getByRole('button', { name: /초대 취소/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('park@example.com에게 보낸 초대를 취소하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '초대 취소' }));
    expect(await screen.findByText('park@example.com에게 보낸 초대를 취소했습니다.')).toBeInTheDocument();
    expect(await screen.findByText('수락을 기다리는 초대가 없습니다.')).toBeInTheDocument();
  });
});
