import { renderWithServices } from '@nuri/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { BaseMapFailure, BaseMapPicker, fallbackBaseMap } from './BaseMapPicker';
import type { BaseMapItem, MapServices } from '../map-kit/map-types';
import { NO_WIDGET } from '../map-kit/widget-state';
import { WidgetBar } from './WidgetBar';

const noFetch = jest.fn(async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;

function base(id: string, name: string, extra: Partial<BaseMapItem> = {}): BaseMapItem {
  return { bcrnMapId: id, bcrnMapNm: name, bcrnMapClCode: '01', lyrStleCode: 'Z', mapUrl: 'https://t/{z}/{x}/{y}.png', mapUrlparamtr: null, thumbnailUrl: null, availableAt: 'Y', unavailableReason: null, ...extra };
}

describe('builder widgets', () => {
  it('base-map picker: unavailable entries are disabled as not offered by this site, never naming the setting; choosing one reports it', async () => {
    const onSelect = jest.fn();
    renderWithServices(
      <BaseMapPicker
        baseMaps={[base('OFFLINE_WORLD', '오프라인 세계지도', { lyrStleCode: 'V' }), base('VWORLD', '브이월드', { lyrStleCode: 'T', availableAt: 'N', unavailableReason: 'VWorld API 키가 설정되지 않았습니다.' }), base('OSM', 'OpenStreetMap')]}
        selectedId="OFFLINE_WORLD"
        onSelect={onSelect}
      />,
      { fetch: noFetch, messages: APP_MESSAGES },
    );
    expect(screen.getByRole('radio', { name: /오프라인 세계지도/ })).toBeChecked();
    const vworld = screen.getByRole('radio', { name: /브이월드/ });
    expect(vworld).toBeDisabled();
    expect(vworld).toHaveAccessibleDescription('이 사이트에서 제공하지 않는 배경지도입니다.');
    expect(document.body.textContent).not.toContain('API 키');
    await userEvent.click(screen.getByRole('radio', { name: /OpenStreetMap/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ bcrnMapId: 'OSM' }));
  });

  it('a failed base map is said on the map with another one to switch to', async () => {
    const list = [base('OSM', 'OpenStreetMap'), base('VWORLD', '브이월드', { availableAt: 'N' }), base('OFFLINE_WORLD', '오프라인 세계지도', { lyrStleCode: 'V' })];
    expect(fallbackBaseMap(list, 'OSM')?.bcrnMapId).toBe('OFFLINE_WORLD');
    expect(fallbackBaseMap(list, 'OFFLINE_WORLD')?.bcrnMapId).toBe('OSM');
    expect(fallbackBaseMap([list[0]], 'OSM')).toBeNull();
    const onSwitch = jest.fn();
    renderWithServices(<BaseMapFailure failed="OpenStreetMap" other={list[2]} onSwitch={onSwitch} />, { fetch: noFetch, messages: APP_MESSAGES });
    expect(screen.getByRole('alert')).toHaveTextContent('배경지도 "OpenStreetMap"을(를) 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '오프라인 세계지도(으)로 바꾸기' }));
    expect(onSwitch).toHaveBeenCalledWith(list[2]);
  });

  it('widget bar: a service tool that is not configured is left out, never a dead button or the setting', async () => {
    const services: MapServices = {
      parcelInfo: { available: false, reason: 'VWorld 키가 없습니다.' },
      roadView: { available: true, reason: null },
    };
    const onToggle = jest.fn();
    renderWithServices(<WidgetBar state={{ ...NO_WIDGET, tool: 'measureLength' }} services={services} onToggle={onToggle} onClear={jest.fn()} onLocate={jest.fn()} />, {
      fetch: noFetch,
      messages: APP_MESSAGES,
    });
    expect(screen.queryByRole('button', { name: '필지 조회' })).toBeNull();
    expect(document.body.textContent).not.toContain('VWorld');
    const roadView = screen.getByRole('button', { name: '로드뷰' });
    expect(roadView).toBeEnabled();
    await userEvent.click(roadView);
    expect(onToggle).toHaveBeenCalledWith('roadView');
    expect(screen.getByRole('button', { name: '거리 재기' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '영역 선택' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('widget bar: without the services answer both service tools wait disabled; English labels on request', () => {
    renderWithServices(<WidgetBar state={NO_WIDGET} services={null} onToggle={jest.fn()} onClear={jest.fn()} onLocate={jest.fn()} />, {
      fetch: noFetch,
      messages: APP_MESSAGES,
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Parcel lookup' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Measure distance' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'My location' })).toBeEnabled();
  });
});
