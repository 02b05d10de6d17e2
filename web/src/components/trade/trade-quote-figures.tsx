/**
 * A trade's quote as its panel shows it: the rate, what the USDT is worth, our fee and its GST, then
 * the lines of its side (TDS, what you pay or receive); before a quote, what typing will show.
 */
import { formatRupees } from '@contract/rupees';
import type { ReactNode } from 'react';
import { Details, DetailsRow } from '../ui/details/details';

export interface TradeQuoteLines {
  rateInrPerUsdt: string;
  feeInr: string;
  gstInr: string;
}

export function TradeQuoteFigures<Quote extends TradeQuoteLines>({
  label,
  quote,
  worthLabel,
  worthOf,
  pricing,
  placeholder,
  children,
}: {
  /** The region's name, as screen readers and tests find it. */
  label: string;
  quote: Quote | undefined;
  /** The line after the rate: what the USDT is worth at it (`Price of the USDT`, `Worth`). */
  worthLabel: string;
  worthOf: (quote: Quote) => string;
  pricing: { feePercent: string; gstPercent: string } | undefined;
  placeholder: string;
  /** The side's own lines, after the GST. */
  children: (quote: Quote) => ReactNode;
}) {
  return (
    <section aria-live="polite" aria-label={label}>
      {quote ? (
        <Details>
          <DetailsRow label="Rate">1 USDT = {formatRupees(quote.rateInrPerUsdt)}</DetailsRow>
          <DetailsRow label={worthLabel}>{formatRupees(worthOf(quote))}</DetailsRow>
          <DetailsRow label={`Our fee (${pricing?.feePercent ?? '0.5'}%)`}>
            {formatRupees(quote.feeInr)}
          </DetailsRow>
          <DetailsRow label={`GST on the fee (${pricing?.gstPercent ?? '18'}%)`}>
            {formatRupees(quote.gstInr)}
          </DetailsRow>
          {children(quote)}
        </Details>
      ) : (
        <p className="muted">{placeholder}</p>
      )}
    </section>
  );
}
