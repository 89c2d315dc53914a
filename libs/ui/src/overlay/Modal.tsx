import { MODAL_MAX_WIDTH } from '@nuri/domain';
import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../styles/overlay.css';
import { useFocusTrap } from './focus-trap';
import { useModalContainer } from './modal-container';
import { Icon } from '../icons/Icon';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons under the body. */
  footer?: ReactNode;
  /** Widest the box gets on a wide screen, in px (974 by default). Narrow screens get the full screen. */
  maxWidth?: number;
  /** 'alertdialog' for alerts and confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (an alert's message). */
  describedBy?: string;
  /** What gets focus on open (the first focusable element otherwise). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the × button, for dialogs whose footer has the only way out. */
  hideCloseButton?: boolean;
  /** An explicit container, winning over ModalContainerProvider. */
  container?: HTMLElement | null;
  className?: string;
}

type ModalStyle = CSSProperties & Record<'--modal-max-width', string>;

/**
 * A modal dialog in a portal: focus moves in and is trapped, Escape closes, focus returns to
 * the opener on close. The container is chosen by ModalContainerProvider (spec 000 §2).
 */
export function Modal(props: ModalProps) {
  const resolveContainer = useModalContainer();
  if (!props.open) return null;
  return createPortal(<ModalFrame {...props} />, props.container ?? resolveContainer());
}

function ModalFrame({
  onClose,
  title,
  children,
  footer,
  maxWidth = MODAL_MAX_WIDTH,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(ref, initialFocusRef);
  const style: ModalStyle = { '--modal-max-width': `${maxWidth}px` };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys of a modal opened from this one bubble here through React's tree: that one handles them.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    trapTab(event);
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className={className ? `modal ${className}` : 'modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={style}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
        {/* Last in the tab order (first focus goes to the content), shown top right. */}
        {!hideCloseButton && (
          <button type="button" className="modal__close" aria-label={t('button.close')} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
