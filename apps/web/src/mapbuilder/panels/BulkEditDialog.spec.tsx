import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { AttributeTable } from './index';
import { fakeLayerApi } from './testing/fake-layer-api';

// Bulk attribute edit from the attribute table (issue 22): ticked rows go as one batch with the
// versions read when ticked; "all matching rows" goes as one bulk update with the count shown.
function renderEditable(opts: { mayEdit: boolean; conflict?: boolean }) {
  const base = fakeLayerApi();
  const sent: Array<{ path: string; body: unknown }> = [];
  const fetch = fakeFetch(async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (request.method === 'GET' && path === '/api/layers/L1') return envelope(200, { lyrId: 'L1', mayEdit: opts.mayEdit, uploadTy: 'shp' });
    const feature = /^\/api\/layers\/L1\/features\/(\d+)$/.exec(path);
    if (request.method === 'GET' && feature) return envelope(200, { type: 'Feature', id: Number(feature[1]), version: `${feature[1]}0`, geometry: null, properties: {} });
    if (request.method === 'POST' && (path.endsWith('/features/batch') || path.endsWith('/features/bulk-update'))) {
      sent.push({ path, body: await request.json() });
      if (opts.conflict) return envelope(409, { gid: '2', yourVersion: '20', currentVersion: '21', current: null }, '다른 사용자가 먼저 이 객체를 저장했습니다.');
      return envelope(200, path.endsWith('batch') ? { results: [{ id: 1, version: '31' }, { id: 2, version: '32' }], dataVersion: 4, featureCnt: 3, versionNo: 3 } : { matchedCnt: 3, changeCnt: 3, versionNo: 3, dataVersion: 4, featureCnt: 3 });
    }
    return base(request);
  });
  renderWithServices(<AttributeTable lyrId="L1" />, { fetch, messages: APP_MESSAGES });
  return { sent };
}

describe('bulk attribute edit in the attribute table', () => {
  it('saves ticked rows as one batch with the versions read when ticked', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditable({ mayEdit: true });
    await user.click(await screen.findByRole('checkbox', { name: '객체 1 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '객체 2 선택' }));
    expect(screen.getByText('2개 행 선택됨')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '일괄 편집' }));
    const dialog = await screen.findByRole('dialog', { name: '속성 일괄 편집' });
    expect(within(dialog).getByRole('radio', { name: '선택한 행 2개' })).toBeChecked();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /바꿀 컬럼/ }), 'pop');
    await user.type(within(dialog).getByRole('spinbutton', { name: '새 값' }), '7');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/api/layers/L1/features/batch',
      body: {
        changes: [
          { op: 'update', type: 'Feature', gid: '1', version: '10', properties: { pop: 7 } },
          { op: 'update', type: 'Feature', gid: '2', version: '20', properties: { pop: 7 } },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('0개 행 선택됨')).toBeInTheDocument();
  });

  it('sets every matching row in one request with the count shown, and says which row conflicted', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditable({ mayEdit: true, conflict: true });
    await user.click(await screen.findByRole('button', { name: '일괄 편집' }));
    const dialog = await screen.findByRole('dialog', { name: '속성 일괄 편집' });
    expect(within(dialog).getByRole('radio', { name: '선택한 행 0개' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '모든 행 3개' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: '새 값' }), '공원');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ path: '/api/layers/L1/features/bulk-update', body: { column: 'name', value: '공원', expectedCount: 3 } });
    expect(await within(dialog).findByText(/객체 2을\(를\) 다른 사용자가 먼저 저장해 아무것도 저장하지 않았습니다/)).toBeInTheDocument();
  });

  it('shows no ticks or bulk edit to those who may not edit the layer', async () => {
    renderEditable({ mayEdit: false });
    await screen.findByText('총 3건');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '일괄 편집' })).not.toBeInTheDocument();
  });
});
