/** Every decision on this customer, as recorded: what, why, who and when. Never edited. */
import type { ReviewApplication } from '@contract/kyc-review';
import { Badge } from '../../../components/ui/badge/badge';
import { Card } from '../../../components/ui/card/card';
import { formatIstDateTime } from '../../../lib/format-time';

export function DecisionHistory({ decisions }: { decisions: ReviewApplication['decisions'] }) {
  return (
    <Card title="Decision history">
      {decisions.length === 0 ? (
        <p className="muted">No decisions yet: this is the first review.</p>
      ) : (
        <ol className="decision-history">
          {decisions.map((decision) => (
            <li key={`${decision.decidedAt}-${decision.reviewer}`}>
              <div className="tile-head">
                {decision.decision === 'approve' ? (
                  <Badge tone="success">Approved</Badge>
                ) : (
                  <Badge tone="error">Rejected</Badge>
                )}
                <time className="muted" dateTime={decision.decidedAt}>
                  {formatIstDateTime(decision.decidedAt)}
                </time>
              </div>
              <p className="decision-history__who">By {decision.reviewer}</p>
              {decision.reason && <p className="decision-history__reason">“{decision.reason}”</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
