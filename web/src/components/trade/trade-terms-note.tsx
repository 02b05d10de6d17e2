/**
 * What a trade panel (buy, sell) says before the person types: its limits, then our fee and its GST.
 * A sell opens with how far under the selling rate the house buys.
 */
import { orderLimitNames } from '@contract/buy-usdt';
import { type NamedLimits, shownLimits } from '@contract/limits';
import { formatRupees } from '@contract/rupees';
import { LimitsSummary } from '../ui/limits-summary/limits-summary';

/** The terms both trades answer with: the day's limits and the pricing. */
export interface TradeTerms {
  limits: NamedLimits<typeof orderLimitNames>;
  feePercent: string;
  minimumFeeInr: string;
  gstPercent: string;
}

export function TradeTermsNote({
  terms,
  action,
  perRequest,
  opening,
}: {
  terms: TradeTerms | undefined;
  /** `Buy`, `Sell`: the limits sentence opens with it. */
  action: string;
  /** What one order is, after its range: `at a time`, `worth at a time`. */
  perRequest: string;
  /** Said before the limits. */
  opening?: string;
}) {
  return (
    <p className="muted">
      {terms ? (
        <>
          {opening && `${opening} `}
          <LimitsSummary
            limits={shownLimits(terms.limits, orderLimitNames)}
            currency="INR"
            action={action}
            perRequest={perRequest}
            indiaTime
          />
          {` Our fee is ${terms.feePercent}% (at least ${formatRupees(terms.minimumFeeInr)}) plus ${terms.gstPercent}% GST on the fee.`}
        </>
      ) : (
        'Limits and fees load…'
      )}
    </p>
  );
}
