/**
 * A modal dialog on the native <dialog> (showModal): focus stays inside, Escape closes, and the page
 * behind is hidden from screen readers while it is open. The parent owns `open` and closes it.
 */
import './dialog.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, Cancel first. */
  actions: ReactNode;
  /** Escape, or the parent's Cancel/Close; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  size?: 'md' | 'lg';
}

export function Dialog({ open, title, children, actions, onClose, busy = false, size = 'md' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${size}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: closing is the parent's call, so its own state stays in step.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}
