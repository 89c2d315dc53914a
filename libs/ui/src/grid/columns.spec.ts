import { buttonColumn } from './columns';

describe('buttonColumn', () => {
  it('is a centred button column, never hidden on a narrow screen', () => {
    expect(buttonColumn('delete', '삭제')).toEqual({
      id: 'delete',
      title: '삭제',
      text: '삭제',
      type: 'button',
      textAlign: 'center',
    });
    const edit = buttonColumn('edit', '편집', '수정', 80);
    expect(edit).toMatchObject({ text: '수정', colWidth: 80 });
    expect(edit.mobileHide).toBeUndefined();
  });
});
