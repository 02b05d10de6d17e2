/** A file's status in the words and colours of the rest of the app (KYC "In review" is amber too). */
import type { DocumentStatus } from '@contract/documents';
import { Badge } from '../../../components/ui/badge/badge';

const BADGES: Record<DocumentStatus, { tone: 'success' | 'warning' | 'neutral' | 'accent'; label: string }> =
  {
    uploading: { tone: 'accent', label: 'Uploading' },
    uploaded: { tone: 'neutral', label: 'Uploaded' },
    'in review': { tone: 'warning', label: 'In review' },
    accepted: { tone: 'success', label: 'Accepted' },
    replaced: { tone: 'neutral', label: 'Replaced' },
  };

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { tone, label } = BADGES[status];
  return <Badge tone={tone}>{label}</Badge>;
}
