import { screen } from '@testing-library/react';
import { Modal } from './Modal';
import { MODAL_CONTAINER_IDS, ModalContainerProvider, resolveModalContainer } from './modal-container';
import { renderWithI18n } from './spec-render';

const created: HTMLElement[] = [];

function addContainers(...ids: string[]): Record<string, HTMLElement> {
  return Object.fromEntries(
    ids.map((id) => {
      const element = document.createElement('div');
      element.id = id;
      document.body.append(element);
      created.push(element);
      return [id, element];
    }),
  );
}

function removeContainers(): void {
  created.splice(0).forEach((element) => element.remove());
}

const { admin, vote, main } = MODAL_CONTAINER_IDS;

describe('resolveModalContainer', () => {
  afterEach(removeContainers);

  it('uses the admin container for admins', () => {
    const containers = addContainers(admin, vote, main);
    expect(resolveModalContainer(true)).toBe(containers[admin]);
  });

  it('uses the vote container for users when the page has one, else the main wrapper', () => {
    const containers = addContainers(admin, vote, main);
    expect(resolveModalContainer(false)).toBe(containers[vote]);
    containers[vote].remove();
    expect(resolveModalContainer(false)).toBe(containers[main]);
  });

  it('never gives users the admin container, and falls back to the body', () => {
    addContainers(admin);
    expect(resolveModalContainer(false)).toBe(document.body);
    removeContainers();
    expect(resolveModalContainer(true)).toBe(document.body);
  });

  it('takes the first container the page has when the system is not known', () => {
    const containers = addContainers(main, vote);
    expect(resolveModalContainer(undefined)).toBe(containers[vote]);
    const withAdmin = addContainers(admin);
    expect(resolveModalContainer(undefined)).toBe(withAdmin[admin]);
  });
});

describe('Modal container by system', () => {
  afterEach(removeContainers);

  it('renders an admin modal into #admin-container', () => {
    const containers = addContainers(admin, main);
    renderWithI18n(
      <ModalContainerProvider admin>
        <Modal open title="관리자 창" onClose={() => undefined} />
      </ModalContainerProvider>,
    );
    expect(containers[admin]).toContainElement(screen.getByRole('dialog', { name: '관리자 창' }));
  });

  it('renders a user modal into the vote container, else the main wrapper', () => {
    const containers = addContainers(admin, vote, main);
    const { rerender } = renderWithI18n(
      <ModalContainerProvider admin={false}>
        <Modal open title="사용자 창" onClose={() => undefined} />
      </ModalContainerProvider>,
    );
    expect(containers[vote]).toContainElement(screen.getByRole('dialog'));

    rerender(<ModalContainerProvider admin={false}>{null}</ModalContainerProvider>);
    containers[vote].remove();
    rerender(
      <ModalContainerProvider admin={false}>
        <Modal open title="사용자 창" onClose={() => undefined} />
      </ModalContainerProvider>,
    );
    expect(containers[main]).toContainElement(screen.getByRole('dialog'));
  });

  it('lets an explicit container win', () => {
    const containers = addContainers(admin, 'custom');
    renderWithI18n(
      <ModalContainerProvider admin>
        <Modal open title="창" onClose={() => undefined} container={containers.custom} />
      </ModalContainerProvider>,
    );
    expect(containers.custom).toContainElement(screen.getByRole('dialog'));
  });
});
