/**
 * One upload's progress in the Documents section: a bar with bytes and percent, Pause, Resume and
 * Cancel, and the upload manager's own messages (what the spec says the person sees).
 */
import { useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { UploadProgress } from '../../../components/ui/upload-progress/upload-progress';
import type { UseUpload } from '../../../lib/uploads/use-upload';
import { isUploadBusy } from '../model/upload-busy';

const STATE_TEXT: Record<UseUpload['state'], string> = {
  init: 'Preparing the upload…',
  'in progress': 'Uploading…',
  paused: 'Upload paused. Choose Resume to carry on.',
  cancelled: 'Upload was cancelled.',
  completed: 'Uploaded.',
};

export interface UploadStatusProps {
  /** What is being uploaded, for the progress bar's name ("Uploading passport.pdf"). */
  title: string;
  upload: UseUpload;
  /** Cancel through the section's confirmation (deleting an upload in progress cancels it). */
  onCancel: () => void;
}

export function UploadStatus({ title, upload, onCancel }: UploadStatusProps) {
  const titleId = useId();
  const active = isUploadBusy(upload);
  const stateText = upload.state === 'cancelled' && upload.error ? null : STATE_TEXT[upload.state];
  return (
    <fieldset className="upload-status plain-fieldset" aria-labelledby={titleId}>
      <legend className="upload-status__title" id={titleId}>
        {title}
      </legend>
      {active && <UploadProgress progress={upload.progress} labelId={titleId} />}
      <div className="upload-messages" aria-live="polite">
        {stateText && (
          <p className="upload-message">
            {upload.state === 'completed' && <Icon name="check" size={16} />}
            {stateText}
          </p>
        )}
        {upload.error && <p className="upload-message upload-message--error">{upload.error}</p>}
        {upload.warning && <p className="upload-message">{upload.warning}</p>}
      </div>
      {active && (
        <div className="upload-status__actions">
          {upload.state === 'in progress' && (
            <Button variant="secondary" size="sm" onClick={upload.pause}>
              Pause
            </Button>
          )}
          {upload.state === 'paused' && (
            <Button variant="secondary" size="sm" onClick={upload.resume}>
              Resume
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        </div>
      )}
    </fieldset>
  );
}
