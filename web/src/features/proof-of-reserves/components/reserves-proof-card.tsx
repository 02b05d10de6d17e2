/**
 * "Your balance in the proof of reserves" on the Account page: the customer's leaf (balances, salt, leaf
 * id), the path to the root (collapsed), and a check run here, in the browser, of leaf and path against
 * the root published to everyone, fetched from the public route, not from the proof's answer. The
 * hashing is the contract's, the very code the server built the tree with.
 */
import './proof-of-reserves.css';
import { type ReservesVerdict, verifyReservesProof } from '@contract/merkle-sum-proof';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMyReservesProof, usePublishedReserves } from '../api/proof-of-reserves';
import { rupeesText, usdtText } from '../model/reserves-text';

/** One sentence that starts with the verdict, and no separate title repeating it: one line to read and to find. */
function VerdictBanner({ verdict }: { verdict: ReservesVerdict }) {
  return verdict.verified ? (
    <Banner tone="success">
      {`Verified: your ${rupeesText(verdict.inr)} and ${usdtText(verdict.usdt)} are included in the total published on ${verdict.date}.`}
    </Banner>
  ) : (
    <Banner tone="error">
      {`Does not match: ${verdict.reason} Please write to us from the Contacts page.`}
    </Banner>
  );
}

export function ReservesProofCard() {
  const proof = useMyReservesProof();
  const published = usePublishedReserves();
  const [verdict, setVerdict] = useState<ReservesVerdict>();
  const notInATreeYet = proof.error instanceof ApiError && proof.error.status === 404;
  const latest = published.data?.latest;

  const verify = () => {
    if (proof.data && latest) setVerdict(verifyReservesProof(proof.data, latest));
  };

  return (
    <Card
      title="Your balance in the proof of reserves"
      description={
        <>
          Each day we publish a fingerprint (root) of every customer’s balances and their totals. Check here
          that yours are in it. <Link to={paths.info.proofOfReserves.getHref()}>How it works</Link>
        </>
      }
    >
      {(proof.isLoading || published.isLoading) && <LoadingLine>Loading your proof…</LoadingLine>}
      {notInATreeYet && (
        <Banner tone="info">
          Your balance is not in a published proof of reserves yet: the next one, built daily, will hold it.
        </Banner>
      )}
      {proof.error && !notInATreeYet && (
        <ApiErrorBanner error={proof.error} title="We could not load your proof" onRetry={proof.mutate} />
      )}
      {published.error && (
        <ApiErrorBanner
          error={published.error}
          title="We could not load the published root"
          onRetry={published.mutate}
        />
      )}
      {proof.data && (
        <>
          <Details>
            <DetailsRow label="Your INR in the tree">{rupeesText(proof.data.leaf.inr)}</DetailsRow>
            <DetailsRow label="Your USDT in the tree">{usdtText(proof.data.leaf.usdt)}</DetailsRow>
            <DetailsRow label="Tree of">{proof.data.date}</DetailsRow>
            <DetailsRow label="Leaf id" layout="block">
              <code className="proof-of-reserves__hash">{proof.data.leaf.id}</code>
            </DetailsRow>
            <DetailsRow label="Salt (keeps your balance from being guessed)" layout="block">
              <code className="proof-of-reserves__hash">{proof.data.leaf.salt}</code>
            </DetailsRow>
          </Details>
          <details className="proof-of-reserves__path">
            <summary>Path to the root ({proof.data.path.length} steps)</summary>
            <ol>
              {proof.data.path.map((step, index) => (
                // The steps are a fixed list in tree order: the position is the identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
                <li key={index}>
                  Sibling on the {step.side}: {rupeesText(step.inr)} and {usdtText(step.usdt)},{' '}
                  <code className="proof-of-reserves__hash">{step.hash}</code>
                </li>
              ))}
            </ol>
          </details>
          <div className="proof-of-reserves__verify">
            <Button type="button" variant="secondary" onClick={verify} disabled={!latest}>
              Verify in my browser
            </Button>
            <div role="status" aria-live="polite">
              {verdict && <VerdictBanner verdict={verdict} />}
            </div>
          </div>
        </>
      )}
    </Card>
  );
}
