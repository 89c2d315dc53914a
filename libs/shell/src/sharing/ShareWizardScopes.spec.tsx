import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../testing/fake-fetch';
import { renderWithServices } from '../testing/render-with-services';
import { StaticSession } from '../account/session-context';
import type { ShareEntry } from './share-api';
import { ShareButton } from './ShareButton';
import {
  alertDialog,
  currentStep,
  editor,
  entry,
  fakeApi,
  paged,
  renderWizard,
  wizard,
} from './share-wizard.fixtures';

// The sharing wizard's institution and everyone scopes, going back, emitting, errors and the layer edit flag; the share button.
describe('ShareWizard scopes', () => {
  it('needs the consent box for an institution share, then goes from step 1 to 3', async () => {
    const api = fakeApi();
    renderWizard(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '기관' }));
    expect(screen.getByText('서울시의 모든 구성원이 볼 수 있도록 공유합니다.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.closest('ol'))
        .map((li) => li.textContent),
    ).toEqual(['1 공유 범위 선택', '2 완료']);
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    const alert = await alertDialog();
    expect(alert).toHaveAccessibleName('유효성 검사');
    expect(alert).toHaveTextContent('공유하려면 동의란에 체크해야 합니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(api.calls('POST')).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', {
        name: '기관의 모든 구성원이 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.',
      }),
    );
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('POST').map((c) => c.path)).toEqual(['/api/webmap/M1/shares/instt']);
  });

  it('shares a themed app with everyone once consented', async () => {
    const api = fakeApi();
    renderWizard(api, { contentType: 'theme', contentId: 'T1' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '전체' }));
    await user.click(
      screen.getByRole('checkbox', { name: '누구나 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '전체 공유' }));
    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('POST').map((c) => c.path)).toEqual(['/api/webapp/tmplat/T1/shares/all']);
  });

  it('goes back to start: reloads the saved list and returns to step 1 on the users tab', async () => {
    let saved: ShareEntry[] = [];
    const api = fakeApi([], {
      'GET /api/webmap/M1/shares': () => envelope(200, paged(saved)),
    });
    const { onClose } = renderWizard(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '전체' }));
    await user.click(
      screen.getByRole('checkbox', { name: '누구나 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '전체 공유' }));
    await screen.findByText('공유 설정이 완료되었습니다.');
    saved = [entry(9, 0, null, null), entry(8, 3, 'lee', '이영희')];

    await user.click(screen.getByRole('button', { name: '처음으로' }));
    expect(await screen.findByRole('tab', { name: '사용자(1)' })).toHaveAttribute('aria-selected', 'true');
    expect(currentStep()).toContain('공유 범위 선택');
    expect(api.calls('GET', '/shares')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(screen.getByText(/현재 전체 공유되어 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /누구나/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: '공유 해제' }));
    await user.click(within(await alertDialog()).getByRole('button', { name: '공유 해제' }));
    await waitFor(() => expect(api.calls('DELETE')).toHaveLength(1));
    expect(api.calls('DELETE')[0].body).toEqual({ pblonsipOrdrList: [9] });

    expect(await screen.findByText('공유를 해제했습니다.')).toHaveAttribute('role', 'status'); // a toast
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '닫기', hidden: false }));
    expect(onClose).toHaveBeenCalled();
  });

  it('emits the selection and closes when not applied immediately', async () => {
    const api = fakeApi();
    const onEmit = jest.fn();
    const { onClose } = renderWizard(api, { applyImmediately: false, onEmit, contentId: '' });
    const user = userEvent.setup();

    const results = await screen.findByRole('region', { name: '사용자 검색 결과' });
    await user.click(await within(results).findByRole('checkbox', { name: '김철수 (kim)' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));

    expect(onEmit).toHaveBeenCalledWith({
      scope: 3,
      targets: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: 'kim', name: '김철수', editPosblAt: 0 }],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls('POST')).toHaveLength(0);
    expect(api.calls('GET', '/shares')).toHaveLength(0);
  });

  it('emits a broad scope once consented', async () => {
    const onEmit = jest.fn();
    const { onClose } = renderWizard(fakeApi(), { applyImmediately: false, onEmit });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '기관' }));
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(onEmit).toHaveBeenCalledWith({ scope: 1, targets: [] });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's 409 text and stays on step 1", async () => {
    const api = fakeApi([], {
      'POST /api/layers/L1/shares/instt': envelope(409, '이미 기관에 공유된 레이어입니다.'),
    });
    renderWizard(api, { contentType: 'layer', contentId: 'L1' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '기관' }));
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(await alertDialog()).toHaveTextContent('이미 기관에 공유된 레이어입니다.');
    expect(screen.queryByText('공유 설정이 완료되었습니다.')).not.toBeInTheDocument();
    expect(currentStep()).toContain('공유 범위 선택');
  });

  it('saves the edit-allowed flag of layer targets (a changed flag replaces the saved entry)', async () => {
    const api = fakeApi([entry(5, 3, 'kim', '김철수', 0)]);
    renderWizard(api, { contentType: 'layer', contentId: 'L1', ownerId: 'me' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '김철수 편집 허용' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));
    await screen.findByText('공유 설정이 완료되었습니다.');

    expect(api.calls('DELETE')[0].body).toEqual({ pblonsipOrdrList: [5], ownerId: 'me' });
    expect(api.calls('POST')[0].body).toEqual({
      shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: 'kim', editPosblAt: 1 }],
    });
  });
});

describe('ShareButton', () => {
  it('is disabled until the content is saved, then opens the wizard for it', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const view = renderWithServices(
      <StaticSession session={editor}>
        <ShareButton contentType="map" contentId={null} />
      </StaticSession>,
      { fetch: api.fetch },
    );
    expect(screen.getByRole('button', { name: '공유' })).toBeDisabled();
    view.unmount();

    renderWithServices(
      <StaticSession session={editor}>
        <ShareButton contentType="map" contentId="M7" />
      </StaticSession>,
      { fetch: api.fetch },
    );
    await user.click(screen.getByRole('button', { name: '공유' }));
    expect(await wizard()).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET', '/shares').map((c) => c.path)).toEqual(['/api/webmap/M7/shares']),
    );
    await user.click(within(await wizard()).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '공유 설정' })).not.toBeInTheDocument();
  });
});
