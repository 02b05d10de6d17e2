/**
 * Sending USDT to a saved address: what the USDT wallet holds, the address, the amount, the network fee
 * the chain asks for now (the house pays the TRX and charges it in USDT) and the total leaving the
 * wallet, shown before the PIN is asked; limits per withdrawal and per day shown under the amount. An
 * amount over a limit or over the wallet is said at the amount before the PIN is asked.
 */

import { shownLimits } from '@contract/limits';
import { type UsdtWithdrawalTerms, usdtWithdrawalLimitNames } from '@contract/usdt-withdrawals';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { Form } from '../../../components/ui/form/form';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { TRANSACTION_PIN, TransactionPinField } from '../../../components/ui/form/transaction-pin-field';
import { LimitsSummary } from '../../../components/ui/limits-summary/limits-summary';
import { amountProblemShown } from '../../../lib/amount-problem';
import { ApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/profile/get-me';
import { usdtDigits } from '../../../lib/usdt-digits';
import {
  requestWithdrawal,
  useRefreshWithdrawals,
  useWithdrawalAddresses,
  useWithdrawalFee,
} from '../api/usdt-withdrawals';
import { USDT_AMOUNT, usdtAmountProblem } from '../model/amount-problem';

const SETTLE_MS = 300;

function useSettled<T>(value: T | undefined): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function WithdrawUsdtForm({ terms }: { terms: UsdtWithdrawalTerms }) {
  const refresh = useRefreshWithdrawals();
  const addresses = (useWithdrawalAddresses().data?.addresses ?? []).filter((saved) => saved.open);
  const choices = addresses.map((saved) => `${saved.label} · ${saved.address}`);
  const [choice, setChoice] = useState('');
  const [amount, setAmount] = useState('');
  const [pressed, setPressed] = useState(false);
  const [toError, setToError] = useState<string | undefined>(undefined);
  /** The server's refusal of the amount (a limit the day reached meanwhile), until it is changed. */
  const [refusedAmount, setRefusedAmount] = useState<string | undefined>(undefined);
  const balance = useMe().data?.cryptoBalance.USDT;
  const [asking, setAsking] = useState(false);
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | undefined>(undefined);

  const to = addresses[choices.indexOf(choice)]?.address;
  const typed = amount.trim();
  const query = useSettled(to && USDT_AMOUNT.test(typed) ? `${to} ${typed}` : undefined);
  const [queryTo, queryAmount] = query?.split(' ') ?? [];
  const fee = useWithdrawalFee(queryTo && queryAmount ? { to: queryTo, amount: queryAmount } : undefined);
  const figures = query === `${to} ${typed}` ? fee.data : undefined;
  const problem = usdtAmountProblem(typed, { terms, balance, total: figures?.total });
  const amountError =
    refusedAmount ??
    amountProblemShown(problem, pressed) ??
    (fee.error instanceof ApiError ? fee.error.message : undefined);

  const review = () => {
    setPressed(true);
    const toError = to ? undefined : 'Choose one of your saved addresses that can receive.';
    setToError(toError);
    setSent(undefined);
    if (!toError && !problem && figures) {
      setFailure(undefined);
      setPin('');
      setAsking(true);
    }
  };

  const confirm = async () => {
    if (!to || !figures) return;
    if (!TRANSACTION_PIN.test(pin)) return setFailure('Enter the 6 digits of your PIN.');
    setPending(true);
    try {
      await requestWithdrawal(
        { to, amount: typed, networkFee: figures.networkFee, pin },
        crypto.randomUUID(),
      );
      setAsking(false);
      setAmount('');
      setPressed(false);
      setSent(`${figures.amount} USDT is on its way. Follow it below.`);
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fieldErrors.amount) {
        setAsking(false);
        setRefusedAmount(error.fieldErrors.amount);
        return;
      }
      setFailure(error.fieldErrors.pin ?? error.message);
      if (error.status === 409) await fee.mutate();
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Form submitLabel="Review withdrawal" onSubmit={review}>
        <Details>
          <DetailsRow label="In your USDT wallet">
            {balance ? `${usdtDigits(balance, 'full')} USDT` : '…'}
          </DetailsRow>
        </Details>
        <SelectField
          label="Send to"
          placeholder={addresses.length ? 'Choose a saved address' : 'No saved address can receive yet'}
          options={choices}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          error={toError}
        />
        <TextField
          label="Amount (USDT)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setRefusedAmount(undefined);
          }}
          hint={
            <LimitsSummary
              limits={shownLimits(terms, usdtWithdrawalLimitNames)}
              currency="USDT"
              perRequest="per withdrawal"
            />
          }
          error={amountError}
        />
        <section aria-live="polite" aria-label="What you send">
          {figures ? (
            <Details>
              <DetailsRow label="The address receives">{figures.amount} USDT</DetailsRow>
              <DetailsRow label="Network fee">{figures.networkFee} USDT</DetailsRow>
              <DetailsRow label="Leaves your USDT wallet">
                <strong>{figures.total} USDT</strong>
              </DetailsRow>
            </Details>
          ) : (
            <p className="muted">Choose an address and an amount to see the network fee and the total.</p>
          )}
        </section>
      </Form>
      {sent && (
        <Banner tone="success" role="status" title="Withdrawal accepted">
          {sent}
        </Banner>
      )}
      <Dialog
        open={asking}
        title="Confirm with your PIN"
        busy={pending}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={confirm} pending={pending}>
              Send USDT
            </Button>
          </>
        }
      >
        {figures && (
          <p>
            Send <strong>{figures.amount} USDT</strong> to <span className="mono">{to}</span>. With the
            network fee of {figures.networkFee} USDT, <strong>{figures.total} USDT</strong> leaves your
            wallet. A transfer on TRON cannot be undone.
          </p>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TransactionPinField value={pin} onChange={(event) => setPin(event.target.value)} autoFocus />
        </form>
        {failure && (
          <Banner tone="error" role="alert" title="Not sent">
            {failure}
          </Banner>
        )}
      </Dialog>
    </>
  );
}
