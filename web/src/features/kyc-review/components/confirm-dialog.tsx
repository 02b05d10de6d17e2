/**
 * A modal question before a decision that cannot be undone: the shared Dialog with Cancel first and
 * focused, and the last attempt's failure shown inside it.
 */
import type { ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';

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
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={pending}
      actions={
        <>
          {/* Cancel first and focused: Enter on an unexpected dialog must not decide anything. */}
          <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure && (
        <Banner tone="error" role="alert" title="That did not work">
          {failure}
        </Banner>
      )}
    </Dialog>
  );
}
