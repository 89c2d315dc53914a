import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

/** The element ids modals attach to (spec 000 §2 "Dialog containers"). */
export const MODAL_CONTAINER_IDS = {
  admin: 'admin-container',
  vote: 'vote-container',
  main: 'main-wrapper',
} as const;

/**
 * Where a modal is rendered (spec 000 §2): `#admin-container` for admins; otherwise the vote
 * container when the page has one, else `#main-wrapper`. With `admin` unknown (no
 * ModalContainerProvider) the first of the three the page has. A page without any gets
 * `document.body`, so a modal always shows.
 */
export function resolveModalContainer(admin: boolean | undefined, doc: Document = document): HTMLElement {
  const { admin: adminId, vote, main } = MODAL_CONTAINER_IDS;
  const ids = admin === undefined ? [adminId, vote, main] : admin ? [adminId] : [vote, main];
  for (const id of ids) {
    const element = doc.getElementById(id);
    if (element) return element;
  }
  return doc.body;
}

interface ModalContainerSetting {
  admin: boolean | undefined;
  container: HTMLElement | null;
}

const ModalContainerContext = createContext<ModalContainerSetting>({ admin: undefined, container: null });

export interface ModalContainerProviderProps {
  /** True for an admin (admin systems): `#admin-container`; false: vote container or main wrapper. */
  admin: boolean;
  /** An explicit element, winning over the lookup by id. */
  container?: HTMLElement | null;
  children: ReactNode;
}

/**
 * Chooses the container of every modal below it by system: `<ModalContainerProvider
 * admin={isAdminSystem(system)}>` around a screen. The elements are looked up by id when a
 * modal opens. The app-wide dialogs (alerts, confirmations) sit outside any screen and take
 * the first container the page has.
 */
export function ModalContainerProvider({ admin, container = null, children }: ModalContainerProviderProps) {
  const value = useMemo(() => ({ admin, container }), [admin, container]);
  return <ModalContainerContext.Provider value={value}>{children}</ModalContainerContext.Provider>;
}

/** A function giving the container for a modal opening now (the DOM is read at that moment). */
export function useModalContainer(): () => HTMLElement {
  const { admin, container } = useContext(ModalContainerContext);
  return useCallback(() => container ?? resolveModalContainer(admin), [admin, container]);
}
