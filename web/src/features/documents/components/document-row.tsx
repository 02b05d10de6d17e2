/**
 * One file: name, what it is, type, size, upload time (IST) and status; Preview (images in a dialog,
 * PDFs and HEIC in a new tab), Download, and Replace and Delete while the person may still change it.
 */

import { type Document, documentMessages } from '@contract/documents';
import { acceptedUploadTypes } from '@contract/uploads';
import { useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { FilePicker } from '../../../components/ui/file-picker/file-picker';
import { Icon } from '../../../components/ui/icon/icon';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatIstDateTime } from '../../../lib/format-time';
import { useDownloadLink } from '../../../lib/uploads/use-download-link';
import { isReplaceable } from '../hooks/use-document-uploads';
import { fileKind } from '../model/file-kind';
import { PURPOSE_LABELS } from '../model/purpose-label';
import { saveFile } from '../model/save-file';
import { DocumentStatusBadge } from './document-status-badge';

const ACCEPT = [...acceptedUploadTypes, 'image/heif', '.heic', '.heif'].join(',');

export interface DocumentRowProps {
  document: Document;
  /** Whether Replace and Delete may be used; `reasonId` points at the one-line reason when not. */
  changeable: boolean;
  reasonId: string | undefined;
  /** Another upload of this row's kind is running: Replace waits for it. */
  replaceBusy: boolean;
  onPreview: (document: Document) => void;
  onReplace: (document: Document, file: File) => void;
  onDelete: (document: Document) => void;
}

export function DocumentRow({
  document,
  changeable,
  reasonId,
  replaceBusy,
  onPreview,
  onReplace,
  onDelete,
}: DocumentRowProps) {
  const uploading = document.status === 'uploading';
  const { data: url, error: linkError } = useDownloadLink(uploading ? null : document.key);
  const kind = fileKind(document.contentType);
  const ownReasonId = useId();
  // Aborting an upload never touches a submission; a stored file follows the section's rule first.
  const ownReason =
    (uploading || changeable) && !document.deletable
      ? document.purpose === 'kyc-review'
        ? 'The copy made for your review cannot be changed.'
        : documentMessages.submittedFile
      : null;
  const locked = ownReason !== null || (!uploading && !changeable);
  const describedBy = ownReason ? ownReasonId : locked ? reasonId : undefined;
  return (
    <li className="document-row">
      <div className="document-row__head">
        <div className="document-row__title">
          <span className="document-row__name">{document.name}</span>
          <span className="document-row__purpose">{PURPOSE_LABELS[document.purpose]}</span>
        </div>
        <DocumentStatusBadge status={document.status} />
      </div>
      <dl className="document-row__facts">
        <div>
          <dt>Type</dt>
          <dd>{kind.label}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{uploading ? '—' : formatFileSize(document.size)}</dd>
        </div>
        <div>
          <dt>{uploading ? 'Started on' : 'Uploaded on'}</dt>
          <dd>
            <time dateTime={document.uploadedAt}>{formatIstDateTime(document.uploadedAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="document-row__actions">
        {!uploading &&
          (kind.preview === 'image' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Preview ${document.name}`}
              onClick={() => onPreview(document)}
            >
              <Icon name="eye" size={16} />
              Preview
            </Button>
          ) : (
            <a
              className="button button--secondary button--sm"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${document.name} (opens in a new tab)`}
              aria-disabled={url ? undefined : true}
              onClick={(event) => {
                if (!url) event.preventDefault();
              }}
            >
              <Icon name="eye" size={16} />
              Open
            </a>
          ))}
        {!uploading && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Download ${document.name}`}
            disabled={!url}
            onClick={() => url && void saveFile(url, document.name)}
          >
            Download
          </Button>
        )}
        {isReplaceable(document.purpose) && !uploading && (
          <FilePicker
            label={`Replace ${document.name}`}
            text="Replace"
            accept={ACCEPT}
            variant="secondary"
            size="sm"
            disabled={locked || replaceBusy}
            describedBy={describedBy}
            onChoose={(file) => onReplace(document, file)}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${uploading ? 'Cancel upload of' : 'Delete'} ${document.name}`}
          aria-describedby={describedBy}
          disabled={locked}
          onClick={() => onDelete(document)}
        >
          {uploading ? 'Cancel upload' : 'Delete'}
        </Button>
      </div>
      {ownReason && (
        <p className="document-row__note" id={ownReasonId}>
          {ownReason}
        </p>
      )}
      {linkError && !uploading && (
        <p className="document-row__note" role="status">
          The link to this file could not be made:{' '}
          {linkError instanceof Error ? linkError.message : 'please retry'}.
        </p>
      )}
    </li>
  );
}
