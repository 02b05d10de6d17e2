/**
 * The amount to withdraw to the verified bank account, with our fee, its GST and what leaves the wallet
 * shown as the person types (the fee is flat, from the terms), the limits beside the field, then the
 * PIN. One Idempotency-Key per confirmation: pressing Confirm again after a lost answer never withdraws
 * twice.
 */
import type { InrWithdrawal, InrWithdrawalTerms } from '@contract/inr-withdrawals';
import { formatRupees } from '@contract/rupees';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { AmountField } from '../../../components/ui/form/amount-field';
import { paths } from '../../../config/paths';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { useMe } from '../../../lib/profile/get-me';
import { createWithdrawal, useRefreshAfterWithdrawal } from '../api/inr-withdrawals';
import { withdrawalFiguresOf } from '../model/withdrawal-status';
import { WithdrawalPinDialog, type WithdrawalSummary } from './withdrawal-pin-dialog';

interface Confirmation {
  summary: WithdrawalSummary;
  idempotencyKey: string;
  pending: boolean;
  failure?: string;
}

export function WithdrawalForm({ terms }: { terms: InrWithdrawalTerms }) {
  const { data: profile } = useMe();
  const refresh = useRefreshAfterWithdrawal();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const [done, setDone] = useState<InrWithdrawal | undefined>(undefined);
  const figures = withdrawalFiguresOf(typed, terms.feeInr, terms.gstInr);
  const { limits, bankAccount } = terms;
  if (!bankAccount) return null;
  const accountLabel = `${bankAccount.accountHolderName}, ${bankAccount.ifsc} ${bankAccount.accountNumberMasked}`;

  const open = () => {
    if (!figures) return setFieldError('Enter the amount in rupees, like 2000 or 2000.50.');
    setFieldError(undefined);
    setDone(undefined);
    setConfirmation({
      summary: { ...figures, bankAccount: accountLabel },
      idempotencyKey: newIdempotencyKey(),
      pending: false,
    });
  };

  const confirm = async (pin: string) => {
    if (!confirmation) return;
    setConfirmation({ ...confirmation, pending: true });
    try {
      const withdrawal = await createWithdrawal(
        confirmation.summary.amount,
        pin,
        confirmation.idempotencyKey,
      );
      setConfirmation(undefined);
      setDone(withdrawal);
      setTyped('');
      await refresh();
    } catch (error) {
      const failure = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      const amountError = error instanceof ApiError ? error.fieldErrors.amount : undefined;
      if (amountError) {
        setConfirmation(undefined);
        setFieldError(amountError);
      } else setConfirmation({ ...confirmation, pending: false, failure });
    }
  };

  return (
    <div className="stack">
      <Details>
        <DetailsRow label="To">{accountLabel}</DetailsRow>
        <DetailsRow label="In your INR wallet">
          {profile ? formatRupees(profile.fiatBalance) : '…'}
        </DetailsRow>
      </Details>
      <AmountField
        label="Amount to receive in your bank (₹)"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        hint={`From ${formatRupees(limits.minimumPerWithdrawalInr)} to ${formatRupees(limits.maximumPerWithdrawalInr)} a withdrawal, at most ${formatRupees(limits.maximumPerDayInr)} a day with fees (${formatRupees(limits.leftTodayInr)} left today).`}
        error={fieldError}
      />
      <section aria-live="polite" aria-label="What you pay">
        <Details>
          <DetailsRow label="To your bank">{figures ? formatRupees(figures.amount) : '—'}</DetailsRow>
          <DetailsRow label="Our fee">{formatRupees(terms.feeInr)}</DetailsRow>
          <DetailsRow label={`GST on the fee (${terms.gstPercent}%)`}>
            {formatRupees(terms.gstInr)}
          </DetailsRow>
          <DetailsRow label="From your INR wallet">
            <strong>{figures ? formatRupees(figures.debited) : '—'}</strong>
          </DetailsRow>
        </Details>
      </section>
      {profile && !profile.transactionPinSet ? (
        <Banner tone="info" title="Set your transaction PIN first">
          Every withdrawal is confirmed with your 6-digit PIN.{' '}
          <Link to={paths.registration.twoFactorPin.getHref(paths.wallets.withdrawInr.getHref())}>
            Set it now
          </Link>
          .
        </Banner>
      ) : (
        <Button block onClick={open}>
          Withdraw
        </Button>
      )}
      {done && (
        <Banner tone="success" role="status" title="Withdrawal on its way">
          {formatRupees(done.amount)} is on its way to {done.bankAccount}. IMPS usually arrives within
          minutes; the list below shows the bank's reference (UTR) once it is paid.
        </Banner>
      )}
      <WithdrawalPinDialog
        key={confirmation?.idempotencyKey ?? 'closed'}
        summary={confirmation?.summary}
        pending={confirmation?.pending ?? false}
        failure={confirmation?.failure}
        onConfirm={(pin) => void confirm(pin)}
        onCancel={() => setConfirmation(undefined)}
      />
    </div>
  );
}
