/**
 * A modal question before a decision that cannot be undone. The native <dialog> (showModal) keeps focus
 * inside, closes on Escape and hides the page from screen readers while it is open.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** Why the last attempt failed, in plain words. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: closing is the parent's call (it also clears its own state).
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="confirm-dialog__body">
        {children}
      </div>
      {failure && (
        <Banner tone="error" role="alert" title="That did not work">
          {failure}
        </Banner>
      )}
      <div className="confirm-dialog__actions">
        {/* Cancel first and focused: Enter on an unexpected dialog must not decide anything. */}
        <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
