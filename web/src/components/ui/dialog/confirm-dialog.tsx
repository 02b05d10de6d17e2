/**
 * A modal question before something that cannot be undone (a KYC decision, deleting a file): the
 * shared Dialog with the way out first and focused, and the last attempt's failure shown inside it.
 */
import type { ReactNode } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The words of the way out ('Keep it' reads better than 'Cancel' when cancelling is the question). */
  cancelLabel?: string;
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
  cancelLabel = 'Cancel',
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
          {/* The way out first and focused: Enter on an unexpected dialog must not decide anything. */}
          <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
            {cancelLabel}
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
