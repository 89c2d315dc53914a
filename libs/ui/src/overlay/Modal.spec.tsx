import { MODAL_MAX_WIDTH } from '@nuri/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';
import { renderWithI18n } from './spec-render';

function Harness({ maxWidth, nested = false }: { maxWidth?: number; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="레이어 정보" maxWidth={maxWidth}>
        <label>
          이름 <input />
        </label>
        <button type="button" onClick={() => setInner(true)}>
          상세
        </button>
        {nested && (
          <Modal open={inner} onClose={() => setInner(false)} title="상세 정보">
            <button type="button">확인</button>
          </Modal>
        )}
      </Modal>
    </>
  );
}

async function openModal(props: { maxWidth?: number; nested?: boolean } = {}) {
  const user = userEvent.setup();
  renderWithI18n(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  return { user, dialog: screen.getByRole('dialog', { name: '레이어 정보' }) };
}

describe('Modal', () => {
  it('is 974 px wide at most by default', async () => {
    expect(MODAL_MAX_WIDTH).toBe(974);
    const { dialog } = await openModal();
    expect(dialog.style.getPropertyValue('--modal-max-width')).toBe('974px');
  });

  it('takes the max width prop', async () => {
    const { dialog } = await openModal({ maxWidth: 600 });
    expect(dialog.style.getPropertyValue('--modal-max-width')).toBe('600px');
  });

  it('is a modal dialog named by its title', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('레이어 정보');
  });

  it('moves focus in and keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const input = screen.getByRole('textbox', { name: '이름' });
    const close = screen.getByRole('button', { name: '닫기' });
    expect(input).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: '상세' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });

  it('closes on its close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab in the inner modal and closes only it on Escape, focus back in the outer one', async () => {
    const { user } = await openModal({ nested: true });
    await user.click(screen.getByRole('button', { name: '상세' }));
    expect(screen.getByRole('dialog', { name: '상세 정보' })).toBeInTheDocument();

    const innerOk = screen.getByRole('button', { name: '확인' });
    expect(innerOk).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: '닫기' })[1]).toHaveFocus();
    await user.tab();
    expect(innerOk).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '상세 정보' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '레이어 정보' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '상세' })).toHaveFocus();
  });
});
