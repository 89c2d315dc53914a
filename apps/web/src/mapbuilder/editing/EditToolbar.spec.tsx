import { renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditorState } from '@nuri/map';
import { APP_MESSAGES } from '../../i18n/messages';
import { EditToolbar } from './EditToolbar';

const noFetch = jest.fn(async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;
const state = (extra: Partial<EditorState> = {}): EditorState => ({ tool: 'select', canUndo: false, canRedo: false, pending: 0, selected: null, loaded: 0, snapSources: 1, ...extra });

function renderBar(kind: 'point' | 'line' | 'polygon', s: EditorState) {
  const handlers = { onTool: jest.fn(), onDelete: jest.fn(), onUndo: jest.fn(), onRedo: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  renderWithServices(<EditToolbar layerName="구역" kind={kind} state={s} saving={false} {...handlers} />, { fetch: noFetch, messages: APP_MESSAGES });
  return handlers;
}

describe('edit toolbar', () => {
  it('polygons get every tool, labelled; holes and parts need a selection; undo/redo follow the history', async () => {
    const h = renderBar('polygon', state({ canUndo: true }));
    const bar = screen.getByRole('toolbar', { name: '‘구역’ 레이어 편집 도구' });
    const names = within(bar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim());
    expect(names).toEqual(['선택', '면 추가', '이동', '꼭짓점 편집', '구멍 추가', '부분 추가', '선택한 객체 삭제', '실행 취소 (Ctrl+Z)', '다시 실행 (Ctrl+Shift+Z)', '편집 저장', '편집 끝내기']);
    expect(screen.getByRole('button', { name: '선택' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '구멍 추가' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '선택한 객체 삭제' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다시 실행 (Ctrl+Shift+Z)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '면 추가' }));
    expect(h.onTool).toHaveBeenCalledWith('add');
    await userEvent.click(screen.getByRole('button', { name: '실행 취소 (Ctrl+Z)' }));
    expect(h.onUndo).toHaveBeenCalled();
    expect(screen.getByText('지도에서 객체를 눌러 선택하세요.')).toBeInTheDocument();
  });

  it('points have no vertex or hole tools; a selection enables delete and parts; the save shows what is pending', async () => {
    const h = renderBar('point', state({ tool: 'move', pending: 2, selected: { uid: 'g:1', gid: '1', version: '3', status: 'changed', properties: {} } }));
    expect(screen.queryByRole('button', { name: '꼭짓점 편집' })).toBeNull();
    expect(screen.queryByRole('button', { name: '구멍 추가' })).toBeNull();
    expect(screen.getByRole('button', { name: '부분 추가' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '이동' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/저장하지 않은 변경 2건/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '선택한 객체 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: /편집 저장/ }));
    expect(h.onDelete).toHaveBeenCalled();
    expect(h.onSave).toHaveBeenCalled();
  });
});
