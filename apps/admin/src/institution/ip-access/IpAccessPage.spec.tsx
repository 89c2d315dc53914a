import { envelope, jsonResponse } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../../kit/test/fake-institution-api';
import { renderScreen } from '../../kit/test/render-screen';

const RULE = {
  ipSn: 3,
  ipAddr: '203.0.113.0/24',
  ipDc: '본사',
  registerId: 'lee',
  registDt: '2025-05-01T10:00:00+09:00',
};
const LIST = 'GET /api/ipAccessCtrl/ipList';
const list = (rules: (typeof RULE)[], callerIp: string | null = '203.0.113.7') => ({
  ...paged(rules),
  callerIp,
  callerAllowed: true,
});
const LOCKOUT =
  '이대로 저장하면 지금 접속한 주소(203.0.113.7)에서 더 이상 접근할 수 없습니다. 계속하려면 확인해 주세요.';

function form() {
  return screen.getByRole('region', { name: 'IP 주소 추가' });
}

describe('IP access restriction (535)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the entries with the caller's own address, or says that everyone may connect", async () => {
    const api = fakeInstitutionApi({ [LIST]: list([RULE]) });
    const view = renderScreen('/insttManage/ipAccess', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'IP 접근 제한' })).toBeInTheDocument();
    expect(await screen.findByText('현재 접속 주소: 203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('지금 목록으로 접속할 수 있는 주소입니다.')).toBeInTheDocument();
    const row = await within(screen.getByRole('table', { name: '허용 IP 목록' })).findByRole('row', {
      name: /203\.0\.113\.0\/24/,
    });
    expect(row).toHaveTextContent('본사');
    view.unmount();

    renderScreen('/insttManage/ipAccess', fakeInstitutionApi({ [LIST]: list([]) }).fetch);
    expect(
      await screen.findByText('등록된 주소가 없습니다. 모든 주소에서 접속할 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it('checks the address before sending it', async () => {
    const api = fakeInstitutionApi({ [LIST]: list([RULE]) });
    renderScreen('/insttManage/ipAccess', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('현재 접속 주소: 203.0.113.7');

    await user.click(within(form()).getByRole('button', { name: '추가' }));
    expect(within(form()).getByText('IP 주소 또는 CIDR을(를) 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('IP 주소 또는 CIDR'), '10.1.2.3/8');
    await user.click(within(form()).getByRole('button', { name: '추가' }));
    expect(
      within(form()).getByText('네트워크 주소가 아닙니다. 10.0.0.0/8(으)로 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('IP 주소 또는 CIDR')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('adds an entry with its description, filled with my address', async () => {
    let rules = [RULE];
    const added = { ...RULE, ipSn: 4, ipAddr: '203.0.113.7', ipDc: '내 자리' };
    const api = fakeInstitutionApi({
      [LIST]: () => envelope(200, list(rules)),
      'POST /api/ipAccessCtrl/ip': () => {
        rules = [added, RULE];
        return envelope(201, added);
      },
    });
    renderScreen('/insttManage/ipAccess', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('현재 접속 주소: 203.0.113.7');

    await user.click(within(form()).getByRole('button', { name: '현재 주소 넣기' }));
    await user.type(within(form()).getByLabelText('설명'), '내 자리');
    await user.click(within(form()).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('203.0.113.7을(를) 허용 목록에 추가했습니다.')).toBeInTheDocument();
    expect(api.sent('POST')[0].body).toEqual({ ipAddr: '203.0.113.7', ipDc: '내 자리' });
    expect(
      await within(screen.getByRole('table', { name: '허용 IP 목록' })).findByRole('row', {
        name: /내 자리/,
      }),
    ).toBeInTheDocument();
  });

  it('warns before a first entry that leaves me out, and sends it confirmed only when I agree', async () => {
    const api = fakeInstitutionApi({
      [LIST]: list([]),
      'POST /api/ipAccessCtrl/ip': { ...RULE, ipAddr: '10.0.0.0/8' },
    });
    renderScreen('/insttManage/ipAccess', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('현재 접속 주소: 203.0.113.7');

    await user.type(within(form()).getByLabelText('IP 주소 또는 CIDR'), '10.0.0.0/8');
    await user.click(within(form()).getByRole('button', { name: '추가' }));
    let warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent(LOCKOUT);
    await user.click(within(warning).getByRole('button', { name: '취소' }));
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(within(form()).getByRole('button', { name: '추가' }));
    warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0].body).toEqual({ ipAddr: '10.0.0.0/8', confirmSelfLockout: true });
  });

  it("asks after the API's self-lockout warning (409) and sends again with confirmSelfLockout", async () => {
    const api = fakeInstitutionApi({
      [LIST]: list([]),
      'POST /api/ipAccessCtrl/ip': async (request) => {
        const body = (await request.json()) as { confirmSelfLockout?: boolean };
        if (body.confirmSelfLockout) return envelope(201, { ...RULE, ipAddr: '2001:db8::/32' });
        return jsonResponse(409, {
          code: 409,
          message: LOCKOUT,
          result: { selfLockout: true, callerIp: '203.0.113.7' },
        });
      },
    });
    renderScreen('/insttManage/ipAccess', api.fetch);
    const user = userEvent.setup();
    await screen.findByText('현재 접속 주소: 203.0.113.7');

    await user.type(within(form()).getByLabelText('IP 주소 또는 CIDR'), '2001:db8::/32');
    await user.click(within(form()).getByRole('button', { name: '추가' }));
    // The client's own notice of the failed request comes first, then the question.
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '오류 안내' })).getByRole('button', {
        name: '확인',
      }),
    );
    const question = await screen.findByRole('alertdialog', { name: '확인' });
    expect(question).toHaveTextContent(LOCKOUT);
    await user.click(within(question).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('2001:db8::/32을(를) 허용 목록에 추가했습니다.')).toBeInTheDocument();
    expect(api.sent('POST').map((r) => r.body)).toEqual([
      { ipAddr: '2001:db8::/32' },
      { ipAddr: '2001:db8::/32', confirmSelfLockout: true },
    ]);
  });

  it('deletes an entry after a confirmation', async () => {
    const api = fakeInstitutionApi({ [LIST]: list([RULE]), 'DELETE /api/ipAccessCtrl/ip/3': null });
    renderScreen('/insttManage/ipAccess', api.fetch);
    const user = userEvent.setup();
    const row = await within(await screen.findByRole('table', { name: '허용 IP 목록' })).findByRole('row', {
      name: /본사/,
    });

    await user.click(within(row).getByRole('button', { name: /삭제/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('203.0.113.0/24을(를) 허용 목록에서 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('203.0.113.0/24을(를) 허용 목록에서 삭제했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE')[0].query.get('confirmSelfLockout')).toBeNull();
  });
});
