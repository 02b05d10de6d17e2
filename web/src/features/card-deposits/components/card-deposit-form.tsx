/**
 * The amount to add by card, with the server's figures for it (fee, GST on the fee, the total the card
 * is charged) shown as the person types, before anything is created. Pay creates the deposit and its
 * provider order, then sends the browser to the provider's checkout.
 */
import { cardDepositLimitNames, RupeeAmountSchema } from '@contract/card-deposits';
import { shownLimits } from '@contract/limits';
import { formatRupees } from '@contract/rupees';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { AmountField } from '../../../components/ui/form/amount-field';
import { Form } from '../../../components/ui/form/form';
import { LimitsSummary } from '../../../components/ui/limits-summary/limits-summary';
import { ApiError } from '../../../lib/api-error';
import { createCardDeposit, goToCheckout, useCardDepositQuote } from '../api/card-deposits';

const QUOTE_DELAY_MS = 300;

/** The typed amount once it has paused for a moment and reads as rupees; undefined otherwise. */
function useSettledAmount(typed: string): string | undefined {
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    const trimmed = typed.trim();
    const valid = RupeeAmountSchema.safeParse(trimmed).success ? trimmed : undefined;
    const timer = setTimeout(() => setSettled(valid), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return settled;
}

export function CardDepositForm() {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const amount = useSettledAmount(typed);
  const terms = useCardDepositQuote(undefined, true).data?.terms;
  const quote = useCardDepositQuote(amount, amount !== undefined);
  const figures = amount !== undefined && !quote.error ? quote.data?.figures : undefined;
  const quoteError = quote.error instanceof ApiError ? quote.error.fieldErrors.amount : undefined;

  const pay = async () => {
    const trimmed = typed.trim();
    if (!RupeeAmountSchema.safeParse(trimmed).success) {
      setFieldError('Enter the amount in rupees, like 2000 or 2000.50.');
      return;
    }
    setFieldError(undefined);
    try {
      const { checkout } = await createCardDeposit(trimmed);
      goToCheckout(checkout);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.amount : undefined;
      if (message) setFieldError(message);
      else throw error;
    }
  };

  return (
    <Form submitLabel="Pay" pendingLabel="Opening the card payment…" onSubmit={pay}>
      <AmountField
        label="Amount to add (₹)"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        hint={
          terms ? (
            <>
              <LimitsSummary
                limits={shownLimits(terms, cardDepositLimitNames)}
                currency="INR"
                perRequest="per payment"
              />{' '}
              {`Card fee ${terms.feePercent}% of the amount, plus ${terms.gstPercent}% GST on the fee.`}
            </>
          ) : (
            'Limits and the card fee load…'
          )
        }
        error={fieldError ?? quoteError}
      />
      <section aria-live="polite" aria-label="What you pay">
        {figures ? (
          <Details>
            <DetailsRow label="Added to your INR wallet">{formatRupees(figures.amount)}</DetailsRow>
            <DetailsRow label={`Card fee (${terms?.feePercent ?? '2'}%)`}>
              {formatRupees(figures.fee)}
            </DetailsRow>
            <DetailsRow label={`GST on the fee (${terms?.gstPercent ?? '18'}%)`}>
              {formatRupees(figures.gst)}
            </DetailsRow>
            <DetailsRow label="Charged to your card">
              <strong>{formatRupees(figures.total)}</strong>
            </DetailsRow>
          </Details>
        ) : (
          <p className="muted">Enter an amount to see the fee, the GST and the total before you pay.</p>
        )}
      </section>
      {terms && (
        <Banner tone="info">
          You pay on our payment partner's secure page and confirm with your bank (3-D Secure). An order not
          paid within {terms.orderLifetimeMinutes} minutes expires.
        </Banner>
      )}
    </Form>
  );
}
