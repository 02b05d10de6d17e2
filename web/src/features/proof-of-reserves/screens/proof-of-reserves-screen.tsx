/**
 * `/info/proof-of-reserves`, open to everyone: the latest published root and totals, the days before,
 * and how a customer checks that their balance is in it.
 */
import '../components/proof-of-reserves.css';
import { Link } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Card } from '../../../components/ui/card/card';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { usePublishedReserves } from '../api/proof-of-reserves';
import { PublishedTotals } from '../components/published-totals';
import { rupeesText, usdtText } from '../model/reserves-text';

export function ProofOfReservesScreen() {
  const { data, error, isLoading, mutate } = usePublishedReserves();
  return (
    <ContentLayout
      eyebrow="Information"
      title="Proof of reserves"
      description="Every day we publish what all our customers hold in total, in a form each customer can check their own balance against."
      narrow
    >
      {isLoading && <LoadingLine>Loading the published proof…</LoadingLine>}
      {error && (
        <ApiErrorBanner error={error} title="We could not load the proof of reserves" onRetry={mutate} />
      )}
      {data && !data.latest && <p>No proof of reserves has been published yet.</p>}
      {data?.latest && (
        <Card title="Latest published">
          <PublishedTotals published={data.latest} />
        </Card>
      )}
      <Card title="How to check your balance">
        <ol>
          <li>
            Sign in and open <Link to={paths.account.getHref()}>your account</Link>. The card “Your balance in
            the proof of reserves” shows the balances we put in the tree for you, a random salt, and the path
            of hashes and sums from your balance up to the root.
          </li>
          <li>
            Press “Verify in my browser”. Your browser hashes your balance with the salt, adds up the path
            step by step, and compares the result with the root and totals on this page, which everyone sees
            alike. It takes nothing on our word.
          </li>
          <li>
            Each step commits to both halves’ sums, so no part of the tree can hide a balance or count one
            negative. The salt keeps anyone from guessing your balance from the tree; the leaf id is random
            and names no one.
          </li>
        </ol>
      </Card>
      {data && data.history.length > 0 && (
        <Card title="Published before">
          {/* A list, not a table: each line wraps on a 360 px phone instead of scrolling sideways. */}
          <ul className="proof-of-reserves__history">
            {data.history.map((tree) => (
              <li key={tree.treeId}>
                <strong>{tree.date}</strong>: {rupeesText(tree.totals.inr)} and {usdtText(tree.totals.usdt)},{' '}
                {tree.leafCount.toLocaleString('en-IN')} customers
              </li>
            ))}
          </ul>
        </Card>
      )}
    </ContentLayout>
  );
}
