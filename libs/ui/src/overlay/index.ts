// Public pieces of the overlay area of @nuri/ui: modal, toasts, loading overlay, media queries.
// The alert and confirmation dialogs (useDialogs) are in ../alert, shown through Modal.
export { focusableIn, useFocusTrap } from './focus-trap';
export { createLoadingStore, type LoadingState, type LoadingStore } from './loading-store';
export {
  LoadingOverlay,
  LoadingProvider,
  useLoading,
  useLoadingState,
  type LoadingProviderProps,
} from './LoadingOverlay';
export {
  PIECES_MOBILE_QUERY,
  SYSTEM_MOBILE_QUERY,
  useIsMobile,
  useIsPiecesMobile,
  useMediaQuery,
} from './media-query';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { Modal, type ModalProps } from './Modal';
export {
  MODAL_CONTAINER_IDS,
  ModalContainerProvider,
  resolveModalContainer,
  useModalContainer,
  type ModalContainerProviderProps,
} from './modal-container';
export {
  TOAST_TONES,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './Toast';
