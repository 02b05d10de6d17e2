/**
 * The amount to withdraw to the verified bank account, with our fee, its GST and what leaves the wallet
 * shown as the person types (the fee is flat, from the terms), the limits beside the field, then the
 * PIN. An amount over a limit or over the wallet is said at the field before the PIN is asked: the form
 * holds the balance and the terms, and a refusal after the PIN is typed wastes it. One Idempotency-Key
 * per confirmation: pressing Confirm again after a lost answer never withdraws twice.
 */
import {
  type InrWithdrawal,
  type InrWithdrawalTerms,
  inrWithdrawalLimitNames,
} from '@contract/inr-withdrawals';
import { shownLimits } from '@contract/limits';
import { formatRupees } from '@contract/rupees';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { AmountField } from '../../../components/ui/form/amount-field';
import { LimitsSummary } from '../../../components/ui/limits-summary/limits-summary';
import { paths } from '../../../config/paths';
import { amountProblemShown } from '../../../lib/amount-problem';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { useMe } from '../../../lib/profile/get-me';
import { createWithdrawal, useRefreshAfterWithdrawal } from '../api/inr-withdrawals';
import { inrAmountProblem } from '../model/amount-problem';
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
  const [pressed, setPressed] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const [done, setDone] = useState<InrWithdrawal | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const figures = withdrawalFiguresOf(typed, terms.feeInr, terms.gstInr);
  const problem = inrAmountProblem(typed, terms, profile?.fiatBalance);
  const fieldError = serverError ?? amountProblemShown(problem, pressed);
  // A refused press puts the person back on the amount, where the problem is read with it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const { limits, bankAccount } = terms;
  if (!bankAccount) return null;
  const accountLabel = `${bankAccount.accountHolderName}, ${bankAccount.ifsc} ${bankAccount.accountNumberMasked}`;

  const open = (event: FormEvent) => {
    event.preventDefault();
    setPressed(true);
    setServerError(undefined);
    if (problem || !figures) return setRefusals((count) => count + 1);
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
      setPressed(false);
      await refresh();
    } catch (error) {
      const failure = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      const amountError = error instanceof ApiError ? error.fieldErrors.amount : undefined;
      if (amountError) {
        setConfirmation(undefined);
        setServerError(amountError);
        setRefusals((count) => count + 1);
      } else setConfirmation({ ...confirmation, pending: false, failure });
    }
  };

  return (
    <div className="stack">
      <form ref={formRef} className="stack" noValidate onSubmit={open} aria-label="Withdraw to your bank">
        <Details>
          <DetailsRow label="To">{accountLabel}</DetailsRow>
          <DetailsRow label="In your INR wallet">
            {profile ? formatRupees(profile.fiatBalance) : '…'}
          </DetailsRow>
        </Details>
        <AmountField
          label="Amount to receive in your bank (₹)"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setServerError(undefined);
          }}
          hint={
            <LimitsSummary
              limits={shownLimits(limits, inrWithdrawalLimitNames)}
              currency="INR"
              perRequest="a withdrawal"
              dayCounts="with fees"
            />
          }
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
          <Button type="submit" block>
            Withdraw
          </Button>
        )}
      </form>
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
