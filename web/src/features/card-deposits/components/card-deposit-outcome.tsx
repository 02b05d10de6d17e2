/**
 * Back from the provider's checkout: a paid return is confirmed with the API (which checks the
 * provider's signature and the payment itself), then the deposit is shown in plain words as it moves
 * from pending to succeeded, failed or expired. When it settles the INR balance and list are asked
 * again, so the credit shows below without a reload.
 */
import type { CardDeposit } from '@contract/card-deposits';
import { formatRupees } from '@contract/rupees';
import { useEffect, useRef, useState } from 'react';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { confirmCardDeposit, useCardDeposit, useRefreshInrWallet } from '../api/card-deposits';
import type { CheckoutReturn } from '../model/checkout-return';

function DepositFigures({ deposit }: { deposit: CardDeposit }) {
  return (
    <Details>
      <DetailsRow label="Amount">{formatRupees(deposit.amount)}</DetailsRow>
      <DetailsRow label="Card fee and GST">
        {formatRupees(deposit.fee)} + {formatRupees(deposit.gst)}
      </DetailsRow>
      <DetailsRow label="Charged to the card">{formatRupees(deposit.total)}</DetailsRow>
      {deposit.paymentId && <DetailsRow label="Payment reference">{deposit.paymentId}</DetailsRow>}
    </Details>
  );
}

function DepositStatus({
  deposit,
  checkoutReturn,
}: {
  deposit: CardDeposit;
  checkoutReturn: CheckoutReturn;
}) {
  const notPaid = checkoutReturn.kind === 'not-paid' ? checkoutReturn : undefined;
  switch (deposit.status) {
    case 'succeeded':
      return (
        <Banner tone="success" title="Payment succeeded">
          <p>{formatRupees(deposit.amount)} was added to your INR wallet.</p>
          {/* Only a note that belongs to the success (credited past the day's limit), never a failure's. */}
          {deposit.statusReason && <p>{deposit.statusReason}</p>}
          <DepositFigures deposit={deposit} />
        </Banner>
      );
    case 'failed':
      return (
        <Banner tone="error" title="Payment failed">
          <p>{deposit.statusReason ?? 'The card payment failed.'} Nothing was added to your wallet.</p>
          <p className="muted">If your bank approves this payment after all, it is added then.</p>
          <DepositFigures deposit={deposit} />
        </Banner>
      );
    case 'expired':
      return (
        <Banner tone="warning" title="Payment expired">
          <p>{deposit.statusReason ?? 'This order was not paid in time.'}</p>
        </Banner>
      );
    default:
      if (notPaid && !notPaid.cancelled)
        return (
          <Banner tone="info" title="Payment not completed">
            <LoadingLine announced={false}>
              {notPaid.description.replace(/\.?$/, '.')} Checking the final result with your bank…
            </LoadingLine>
          </Banner>
        );
      return notPaid?.cancelled ? (
        <Banner tone="info" title="Payment not made">
          <p>
            You closed the payment page without paying, so nothing was charged. This order expires at{' '}
            {new Date(deposit.expiresAt).toLocaleTimeString('en-IN', { timeStyle: 'short' })}.
          </p>
        </Banner>
      ) : (
        <Banner tone="info" title="Payment pending">
          <LoadingLine announced={false}>
            Waiting for your bank to confirm the payment of {formatRupees(deposit.total)}…
          </LoadingLine>
        </Banner>
      );
  }
}

export function CardDepositOutcome({
  checkoutReturn,
  onDone,
}: {
  checkoutReturn: Exclude<CheckoutReturn, { kind: 'none' }>;
  onDone: () => void;
}) {
  const { depositId } = checkoutReturn;
  const [confirmed, setConfirmed] = useState<CardDeposit | undefined>(undefined);
  const [confirmError, setConfirmError] = useState<unknown>(undefined);
  const confirming = useRef(false);
  const paid = checkoutReturn.kind === 'paid' ? checkoutReturn.fields : undefined;

  const confirm = () => {
    if (!paid) return;
    setConfirmError(undefined);
    confirmCardDeposit(depositId, paid).then(setConfirmed, setConfirmError);
  };
  useEffect(() => {
    // Once per return, though React runs effects twice in development.
    if (confirming.current) return;
    confirming.current = true;
    confirm();
  });

  const waitingForConfirm = paid && !confirmed && !confirmError;
  const { data: deposit, error } = useCardDeposit(waitingForConfirm ? null : depositId, confirmed);
  const refreshWallet = useRefreshInrWallet();
  const status = deposit?.status;
  useEffect(() => {
    if (status && status !== 'pending') void refreshWallet();
  }, [status, refreshWallet]);

  if (confirmError)
    return (
      <ApiErrorBanner error={confirmError} title="We could not confirm your payment" onRetry={confirm} />
    );
  if (error && !deposit)
    return <ApiErrorBanner error={error} title="We could not load your card payment" onRetry={onDone} />;
  return (
    <div className="stack" role="status" aria-live="polite">
      {deposit ? (
        <DepositStatus deposit={deposit} checkoutReturn={checkoutReturn} />
      ) : (
        <LoadingLine announced={false}>Confirming your payment…</LoadingLine>
      )}
      {status !== 'pending' && status !== undefined && (
        <Button variant="secondary" onClick={onDone}>
          Add money by card again
        </Button>
      )}
    </div>
  );
}
