/**
 * An ID image: choose a file (JPEG, PNG, HEIC or PDF up to the stated limit), see it, and watch its
 * upload with Pause, Resume and Cancel. The upload manager's own messages are shown as they are.
 */
import { acceptedUploadTypes, MAX_UPLOAD_BYTES, SINGLE_PUT_LIMIT_BYTES } from '@contract/uploads';
import { useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { FilePicker } from '../../../components/ui/file-picker/file-picker';
import { FieldError } from '../../../components/ui/form/field-error';
import { Icon } from '../../../components/ui/icon/icon';
import { UploadProgress } from '../../../components/ui/upload-progress/upload-progress';
import { formatFileSize } from '../../../lib/format-file-size';
import { useDownloadLink } from '../../../lib/uploads/use-download-link';
import type { IdImage } from '../hooks/use-id-image';
import type { InterruptedUpload, UploadedImage } from '../model/draft';
import { isPreviewableImage } from '../model/id-file';
import { ImagePreview } from './image-preview';

// HEIC files often arrive without a type; the extensions let the picker offer them anyway.
const ACCEPT = [...acceptedUploadTypes, 'image/heif', '.heic', '.heif'].join(',');
export const ID_FILE_HINT = `JPEG, PNG, HEIC or PDF, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. All four corners visible, no glare.`;

export interface IdImageFieldProps {
  label: string;
  /** The side's own advice, before the common format line. */
  hint: string;
  image: IdImage;
  /** The image recorded in the draft (this visit's upload, or one sent before). */
  stored: UploadedImage | null;
  /** A file whose upload a reload cut off: the person is asked to choose it again. */
  interrupted: InterruptedUpload | null;
  /** The form's message for this field ('Upload this image'). */
  error?: string | undefined;
}

function statusText(image: IdImage, stored: UploadedImage | null): string | null {
  switch (image.upload.state) {
    case 'init':
      if (image.file && !image.upload.error) return 'Preparing the upload…';
      return stored ? 'Uploaded.' : null;
    case 'in progress':
      return 'Uploading…';
    case 'paused':
      return 'Upload paused. Choose Resume to carry on.';
    case 'cancelled':
      return image.upload.error ? null : 'Upload was cancelled.';
    case 'completed':
      return 'Uploaded.';
  }
}

/** While an upload runs, 'Upload this image' would be wrong: it is being uploaded. */
function fieldMessage(image: IdImage, error: string | undefined): string | undefined {
  if (!error) return undefined;
  if (image.upload.state === 'in progress') return 'Wait for this upload to finish, then continue.';
  if (image.upload.state === 'paused') return 'This upload is paused. Resume it to finish, then continue.';
  return error;
}

export function IdImageField({ label, hint, image, stored, interrupted, error }: IdImageFieldProps) {
  const id = useId();
  const ids = { title: `${id}-title`, hint: `${id}-hint`, status: `${id}-status`, error: `${id}-error` };
  const { upload, file, previewUrl, refusal } = image;
  const active = upload.state === 'in progress' || upload.state === 'paused';
  const starting = upload.state === 'init' && file !== null && !upload.error;
  // A file sent before (or before a reload) is shown through a short-lived signed link.
  const storedOnly = !file && stored && isPreviewableImage(stored.contentType) ? stored.key : null;
  const { data: storedUrl } = useDownloadLink(storedOnly);
  const message = refusal ?? fieldMessage(image, error);
  const status = statusText(image, stored);
  const shownName = file?.name ?? stored?.fileName;

  return (
    <fieldset
      className="id-image plain-fieldset"
      // For the browser journey's report: parts sent again after a pause or reload.
      data-parts-resent={upload.partsResent}
      // While uploading there is no file input to send focus to: the group takes the error's focus.
      {...(active && message ? { 'aria-invalid': true, 'aria-describedby': ids.error, tabIndex: -1 } : {})}
    >
      <legend className="field__label" id={ids.title}>
        {label}
      </legend>
      <p className="field__hint" id={ids.hint}>
        {hint} {ID_FILE_HINT}
      </p>

      <div className="id-image__body">
        {shownName ? (
          <ImagePreview
            url={file ? previewUrl : (storedUrl ?? null)}
            fileName={shownName}
            alt={`${label}: ${shownName}`}
            detail={file ? formatFileSize(file.size) : undefined}
          />
        ) : (
          <div className="id-image__empty">
            <Icon name="card" size={28} />
            <span>No file chosen yet</span>
          </div>
        )}

        {active && <UploadProgress progress={upload.progress} labelId={ids.title} />}

        <div className="upload-messages" aria-live="polite">
          {status && (
            <p className="upload-message" id={ids.status}>
              {upload.state === 'completed' || (!active && stored) ? <Icon name="check" size={16} /> : null}
              {status}
            </p>
          )}
          {interrupted && !file && (
            <p className="upload-message upload-message--warning">
              The upload of {interrupted.fileName} ({formatFileSize(interrupted.size)}) stopped before it
              finished. Choose the same file again to{' '}
              {interrupted.size > SINGLE_PUT_LIMIT_BYTES ? 'continue where it stopped' : 'upload it'}.
            </p>
          )}
          {upload.error && <p className="upload-message upload-message--error">{upload.error}</p>}
          {upload.warning && <p className="upload-message upload-message--warning">{upload.warning}</p>}
          {upload.partsReused > 0 && upload.state !== 'cancelled' && (
            <p className="upload-message">
              Picked up where it stopped: {upload.partsReused} {upload.partsReused === 1 ? 'part' : 'parts'}{' '}
              already uploaded, not sent again.
            </p>
          )}
        </div>

        <div className="id-image__actions">
          {upload.state === 'in progress' && (
            <Button variant="secondary" size="sm" onClick={() => upload.pause()}>
              Pause
            </Button>
          )}
          {upload.state === 'paused' && (
            <Button variant="secondary" size="sm" onClick={() => upload.resume()}>
              Resume
            </Button>
          )}
          {active && (
            <Button variant="ghost" size="sm" onClick={() => upload.cancel()}>
              Cancel upload
            </Button>
          )}
          {!active && !starting && (
            <FilePicker
              labelledBy={ids.title}
              text={shownName ? 'Choose another file' : 'Choose file'}
              accept={ACCEPT}
              variant="secondary"
              size="sm"
              describedBy={[ids.hint, status && ids.status, message && ids.error].filter(Boolean).join(' ')}
              invalid={Boolean(message)}
              onChoose={image.choose}
            />
          )}
        </div>
      </div>

      <FieldError id={ids.error} message={message} />
    </fieldset>
  );
}
