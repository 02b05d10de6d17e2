/** One published tree: its day, root, totals and how many customers it holds. */
import type { PublishedReserves } from '@contract/proof-of-reserves';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { rupeesText, usdtText } from '../model/reserves-text';

export function PublishedTotals({ published }: { published: PublishedReserves }) {
  return (
    <Details>
      <DetailsRow label="Published on">{published.date}</DetailsRow>
      <DetailsRow label="Customers’ INR in total">{rupeesText(published.totals.inr)}</DetailsRow>
      <DetailsRow label="Customers’ USDT in total">{usdtText(published.totals.usdt)}</DetailsRow>
      <DetailsRow label="Customers (leaves)">{published.leafCount.toLocaleString('en-IN')}</DetailsRow>
      <DetailsRow label="Root" layout="block">
        <code className="proof-of-reserves__hash">{published.root}</code>
      </DetailsRow>
    </Details>
  );
}
