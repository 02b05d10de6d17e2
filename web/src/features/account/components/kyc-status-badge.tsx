/** The identity check's status in one word or two, in the colour people expect. */
import type { KycStatus } from '@contract/account';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';

const BADGES: Record<KycStatus, { tone: BadgeTone; label: string }> = {
  'not-submitted': { tone: 'neutral', label: 'Not submitted' },
  pending: { tone: 'warning', label: 'In review' },
  approved: { tone: 'success', label: 'Verified' },
  rejected: { tone: 'error', label: 'Rejected' },
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { tone, label } = BADGES[status];
  return <Badge tone={tone}>{label}</Badge>;
}
