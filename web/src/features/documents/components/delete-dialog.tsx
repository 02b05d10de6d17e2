/** Asks before a file is deleted (or an upload in progress cancelled): there is no undo. */
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';

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

export function DeleteDialog({ name, uploading, pending, failure, onConfirm, onCancel }: DeleteDialogProps) {
  const verb = uploading ? 'Cancel the upload of' : 'Delete';
  return (
    <Dialog
      open={name !== null}
      title={`${verb} ${name ?? 'this file'}?`}
      busy={pending}
      onClose={onCancel}
      actions={
        <>
          {/* Keep first and focused: Enter on an unexpected dialog must not delete anything. */}
          <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
            Keep it
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {uploading ? 'Cancel upload' : 'Delete file'}
          </Button>
        </>
      }
    >
      <p>
        {uploading
          ? 'The parts sent so far are removed from our storage. You can upload the file again later.'
          : 'The file is removed from our storage for good. This cannot be undone.'}
      </p>
      {failure && (
        <Banner tone="error" role="alert" title="That did not work">
          {failure}
        </Banner>
      )}
    </Dialog>
  );
}
