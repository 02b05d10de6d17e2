/** Asks before a file is deleted (or an upload in progress cancelled): there is no undo. */
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';

export interface DeleteDialogProps {
  /** The file's name; null when the dialog is closed. */
  name: string | null;
  /** An upload still in progress is cancelled rather than deleted. */
  uploading: boolean;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteDialog({ name, uploading, ...decision }: DeleteDialogProps) {
  const verb = uploading ? 'Cancel the upload of' : 'Delete';
  return (
    <ConfirmDialog
      open={name !== null}
      title={`${verb} ${name ?? 'this file'}?`}
      confirmLabel={uploading ? 'Cancel upload' : 'Delete file'}
      cancelLabel="Keep it"
      {...decision}
    >
      <p>
        {uploading
          ? 'The parts sent so far are removed from our storage. You can upload the file again later.'
          : 'The file is removed from our storage for good. This cannot be undone.'}
      </p>
    </ConfirmDialog>
  );
}
