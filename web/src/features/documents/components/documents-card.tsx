/**
 * The Documents section of the account page: every file the person uploaded (ID images, copies made
 * for review, other documents), a control to upload another, and the previews, replacements and
 * deletions the person's verification status allows.
 */
import './documents.css';
import type { Document } from '@contract/documents';
import { acceptedUploadTypes, MAX_UPLOAD_BYTES } from '@contract/uploads';
import { useId, useState } from 'react';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { FilePicker } from '../../../components/ui/file-picker/file-picker';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { useMe } from '../../../lib/profile/get-me';
import { useDocuments } from '../api/get-documents';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { documentChanges } from '../model/document-changes';
import { hasStarted, isUploadBusy } from '../model/upload-busy';
import { DeleteDialog } from './delete-dialog';
import { DocumentRow } from './document-row';
import { PreviewDialog } from './preview-dialog';
import { UploadStatus } from './upload-status';

const ACCEPT = [...acceptedUploadTypes, 'image/heif', '.heic', '.heif'].join(',');
const FILE_HINT = `JPEG, PNG, HEIC or PDF, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/** What may change follows the verification status, read from the same cached `GET /me` as the page. */
export function DocumentsCard() {
  const kycStatus = useMe().data?.kycStatus;
  const ids = { hint: useId(), reason: useId() };
  const list = useDocuments();
  const refresh = () => void list.mutate();
  const uploads = useDocumentUploads(refresh);
  const removal = useDeleteFlow(refresh);
  const [preview, setPreview] = useState<Document | null>(null);
  const changes = documentChanges(kycStatus);

  const { added, replacement } = uploads;
  const activeKeys = new Set(
    [added, replacement?.upload]
      .filter((upload) => upload && isUploadBusy(upload))
      .map((upload) => upload?.key),
  );
  // The profile picture has its own card; an upload running in this tab is shown by its progress instead.
  const documents = list.documents.filter(
    (document) =>
      document.purpose !== 'avatar' && !(document.status === 'uploading' && activeKeys.has(document.key)),
  );

  return (
    <Card
      title="Documents"
      description="Your ID images and any other files you uploaded. Links to them last 15 minutes."
      aria-busy={list.isLoading || undefined}
    >
      <div className="documents__upload">
        <FilePicker
          label="Upload a document"
          accept={ACCEPT}
          size="sm"
          describedBy={ids.hint}
          disabled={isUploadBusy(added)}
          onChoose={uploads.add}
        />
        <p className="documents__hint" id={ids.hint}>
          {FILE_HINT}
        </p>
      </div>
      {hasStarted(added) ? (
        <UploadStatus
          title={uploads.addedName ?? 'Your upload'}
          upload={added}
          onCancel={() =>
            removal.ask({
              name: uploads.addedName ?? 'this document',
              uploading: true,
              cancelLocal: added.cancel,
            })
          }
        />
      ) : null}
      {replacement && (
        <UploadStatus
          title={`Replacing ${replacement.target.name}`}
          upload={replacement.upload}
          onCancel={() =>
            removal.ask({ name: 'the replacement', uploading: true, cancelLocal: replacement.upload.cancel })
          }
        />
      )}
      {uploads.replaceFailure && (
        <Banner tone="warning" role="status">
          {uploads.replaceFailure}
        </Banner>
      )}

      {list.isLoading && (
        <p className="loading-line documents__loading" role="status">
          <Spinner size="sm" />
          Loading your documents…
        </p>
      )}
      {list.error && !list.data && (
        <ApiErrorBanner error={list.error} title="We could not load your documents" onRetry={refresh} />
      )}
      {list.data && documents.length === 0 && (
        <p className="documents__empty muted">
          No documents yet. Your ID images appear here once you upload them in account set-up.
        </p>
      )}
      {documents.length > 0 && (
        <>
          {!changes.allowed && (
            <p className="documents__reason muted" id={ids.reason}>
              {changes.reason}
            </p>
          )}
          <ul className="documents__list" aria-label="Your documents">
            {documents.map((document) => (
              <DocumentRow
                key={`${document.key}:${document.uploadId ?? ''}`}
                document={document}
                changeable={changes.allowed}
                reasonId={changes.allowed ? undefined : ids.reason}
                replaceBusy={replacement !== null && isUploadBusy(replacement.upload)}
                onPreview={setPreview}
                onReplace={uploads.replace}
                onDelete={(target) =>
                  removal.ask({
                    name: target.name,
                    uploading: target.status === 'uploading',
                    document: target,
                  })
                }
              />
            ))}
          </ul>
        </>
      )}
      {list.hasMore && (
        <Button variant="secondary" size="sm" pending={list.loadingMore} onClick={list.showMore}>
          Show more
        </Button>
      )}
      {list.error && list.data && (
        <ApiErrorBanner error={list.error} title="We could not refresh your documents" onRetry={refresh} />
      )}

      <PreviewDialog document={preview} onClose={() => setPreview(null)} />
      <DeleteDialog
        name={removal.target?.name ?? null}
        uploading={removal.target?.uploading ?? false}
        pending={removal.pending}
        failure={removal.failure}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Card>
  );
}
