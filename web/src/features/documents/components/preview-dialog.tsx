/** An image document, full size in a dialog, through its short-lived signed link. */
import type { Document } from '@contract/documents';
import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { useDownloadLink } from '../../../lib/uploads/use-download-link';

export interface PreviewDialogProps {
  document: Document | null;
  onClose: () => void;
}

export function PreviewDialog({ document, onClose }: PreviewDialogProps) {
  const [broken, setBroken] = useState<string | null>(null);
  // The same SWR key as the row's link: no second request when the row already has one.
  const { data: url } = useDownloadLink(document?.key ?? null);
  return (
    <Dialog
      open={document !== null}
      title={document ? document.name : 'Preview'}
      size="lg"
      onClose={onClose}
      actions={
        <>
          {/* Close first: the native dialog focuses the first control when it opens. */}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {url && (
            <a className="button button--ghost" href={url} target="_blank" rel="noopener noreferrer">
              Open in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </>
      }
    >
      {url && broken !== url ? (
        <img
          className="document-preview__image"
          src={url}
          alt={document ? `Preview of ${document.name}` : ''}
          onError={() => setBroken(url)}
        />
      ) : (
        <p className="muted">
          {url ? 'This image cannot be shown here. Open it in a new tab instead.' : 'Loading the preview…'}
        </p>
      )}
    </Dialog>
  );
}
