import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { BusyButton } from '../../../components/busy-button';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed request is out: both buttons wait. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" before a step that cannot be taken back (a refund, a
 * disabled account): a modal that holds the focus, starts on the safe
 * choice, closes on Escape and gives the focus back to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!pending) onCancel();
      return;
    }
    if (event.key !== 'Tab' || panelRef.current === null) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="admin-dialog" onKeyDown={onKeyDown}>
      <div className="admin-dialog__backdrop" aria-hidden="true" onClick={pending ? undefined : onCancel} />
      <div ref={panelRef} className="admin-dialog__panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="admin-dialog__body">
          {children}
        </div>
        <div className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="button admin-button--quiet" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </button>
          <BusyButton className="button admin-button--danger" pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </div>,
    document.body,
  );
}
