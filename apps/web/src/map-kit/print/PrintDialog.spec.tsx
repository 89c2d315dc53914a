import type { MapController } from '@nuri/map';
import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import type { BaseMapItem } from '../map-types';
import { baseMapCredits, PrintDialog } from './PrintDialog';

const offline: BaseMapItem = {
  bcrnMapId: 'OFFLINE_WORLD',
  bcrnMapNm: '세계지도 (오프라인)',
  bcrnMapClCode: '01',
  lyrStleCode: 'V',
  mapUrl: '/api/basemap/offline/{z}/{x}/{y}.pbf',
  mapUrlparamtr: { attributions: 'Natural Earth' },
  thumbnailUrl: null,
  availableAt: 'Y',
  unavailableReason: null,
};

function renderDialog(onClose = jest.fn()) {
  renderWithServices(<PrintDialog controller={{} as MapController} title="서울 자치구" nodes={[]} baseMaps={[offline]} onClose={onClose} />, {
    fetch: fakeFetch(async () => envelope(404, null, '없음')),
    messages: APP_MESSAGES,
  });
  return { dialog: screen.getByRole('dialog', { name: '지도 인쇄' }), onClose };
}

describe('print dialog', () => {
  it('offers paper, orientation, resolution, format, the title and what goes on the page', async () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: '제목' })).toHaveValue('서울 자치구');
    expect(within(dialog).getByRole('group', { name: '용지' })).toBeInTheDocument();
    for (const name of ['A4', '가로', '150 dpi', 'PDF']) expect(within(dialog).getByRole('radio', { name })).toBeChecked();
    for (const name of ['A3', '세로', '300 dpi', 'PNG']) expect(within(dialog).getByRole('radio', { name })).not.toBeChecked();
    for (const name of ['범례', '축척 막대', '방위 표시', '날짜', '출처 표시']) expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
    expect(within(dialog).getByText(/1,754 × 1,240 픽셀/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: 'A3' }));
    await user.click(within(dialog).getByRole('radio', { name: '300 dpi' }));
    await user.click(within(dialog).getByRole('radio', { name: '세로' }));
    expect(within(dialog).getByText(/3,508 × 4,961 픽셀/)).toBeInTheDocument();
  });

  it('asks for a title and closes on Escape', async () => {
    const { dialog, onClose } = renderDialog();
    const user = userEvent.setup();
    await user.clear(within(dialog).getByRole('textbox', { name: '제목' }));
    expect(within(dialog).getByText('인쇄할 제목을 입력하세요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '인쇄 파일 만들기' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('credits a base map with its attributions', () => {
    expect(baseMapCredits(offline)).toBe('세계지도 (오프라인) (Natural Earth)');
    expect(baseMapCredits({ ...offline, mapUrlparamtr: { attributions: ['<a href="x">© OSM</a>', 'VWorld'] } })).toBe('세계지도 (오프라인) (© OSM, VWorld)');
    expect(baseMapCredits({ ...offline, mapUrlparamtr: null })).toBe('세계지도 (오프라인)');
  });
});
