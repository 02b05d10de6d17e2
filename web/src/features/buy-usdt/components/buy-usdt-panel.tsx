/**
 * The home screen's buy panel: both balances, the limits before typing, "Spend INR" or "Receive USDT",
 * the server's quote for it (rate, fee, GST, no TDS, what you pay and get) counted down and renewed
 * when it lapses, and the buy confirmed with the PIN. Every figure comes from the server.
 */
import { AmountField } from '../../../components/ui/form/amount-field';
import './buy-usdt.css';
import type { BuyOrder, BuyQuoteRequest } from '@contract/buy-usdt';
import { formatRupees } from '@contract/rupees';
import { useState } from 'react';
import { TradeConfirmation } from '../../../components/trade/trade-confirmation';
import { TradeQuoteFigures } from '../../../components/trade/trade-quote-figures';
import { TradeTermsNote } from '../../../components/trade/trade-terms-note';
import { Banner } from '../../../components/ui/banner/banner';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { useLockedQuote } from '../../../hooks/use-locked-quote';
import { usePinConfirmation } from '../../../hooks/use-pin-confirmation';
import { useSettledRequest } from '../../../hooks/use-settled-request';
import { useMe } from '../../../lib/profile/get-me';
import { executeBuy, requestBuyQuote, useBuyTerms, useRefreshAfterBuy } from '../api/buy-usdt';

type Mode = 'spend' | 'receive';
const AMOUNT = { spend: /^\d{1,9}(\.\d{1,2})?$/, receive: /^\d{1,9}(\.\d{1,6})?$/ } as const;

/** What was typed, when it reads as an amount; undefined otherwise. */
function typedRequest(mode: Mode, typed: string): BuyQuoteRequest | undefined {
  const amount = typed.trim();
  if (!AMOUNT[mode].test(amount)) return undefined;
  return mode === 'spend' ? { spendInr: amount } : { receiveUsdt: amount };
}

export function BuyUsdtPanel() {
  const { data: profile } = useMe();
  const terms = useBuyTerms(true).data;
  const refreshAfterBuy = useRefreshAfterBuy();
  const [mode, setMode] = useState<Mode>('spend');
  const [typed, setTyped] = useState('');
  const pinFlow = usePinConfirmation();
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [bought, setBought] = useState<BuyOrder | undefined>(undefined);
  const quoted = useLockedQuote(
    requestBuyQuote,
    useSettledRequest(typedRequest(mode, typed)),
    pinFlow.confirming,
  );
  const { quote } = quoted;

  return (
    <div className="stack">
      <Details>
        <DetailsRow label="INR wallet">{profile ? formatRupees(profile.fiatBalance) : '…'}</DetailsRow>
        <DetailsRow label="USDT wallet">{profile ? `${profile.cryptoBalance.USDT} USDT` : '…'}</DetailsRow>
      </Details>
      {profile?.owed && (
        <Banner tone="warning" role="status" title={`You owe ${formatRupees(profile.owed.amount)}`}>
          {profile.owed.reason}
        </Banner>
      )}
      <TradeTermsNote terms={terms} action="Buy" perRequest="at a time" />
      <fieldset className="plain-fieldset">
        <legend>I want to</legend>
        <div className="buy-mode">
          {(['spend', 'receive'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="buy-mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  setTyped('');
                }}
              />{' '}
              {option === 'spend' ? 'Spend INR' : 'Receive USDT'}
            </label>
          ))}
        </div>
      </fieldset>
      <AmountField
        label={mode === 'spend' ? 'INR to spend (₹, fee and GST included)' : 'USDT to receive'}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setBought(undefined);
          setNotice(undefined);
        }}
        hint={mode === 'spend' ? 'For example 1000 or 1000.50' : 'For example 10 or 10.5'}
        error={
          typed.trim() && !AMOUNT[mode].test(typed.trim()) ? 'Enter a number, like 1000.50' : quoted.problem
        }
      />
      {notice && (
        <Banner tone="warning" role="alert" title="Not bought">
          {notice}
        </Banner>
      )}
      <TradeQuoteFigures
        label="Your quote"
        quote={quote}
        worthLabel="Price of the USDT"
        worthOf={(shown) => shown.principalInr}
        pricing={terms}
        placeholder="Enter an amount to see the rate, fee, GST and what you get."
      >
        {(shown) => (
          <>
            <DetailsRow label="TDS">₹0 deducted from you (we pay any TDS on a buy)</DetailsRow>
            <DetailsRow label="You pay">
              <strong>{formatRupees(shown.inrPaid)}</strong>
            </DetailsRow>
            <DetailsRow label="You get">
              <strong>{shown.usdtReceived} USDT</strong>
            </DetailsRow>
          </>
        )}
      </TradeQuoteFigures>
      <TradeConfirmation<BuyOrder>
        quoted={quoted}
        pinFlow={pinFlow}
        action="buy"
        buttonLabel="Buy USDT"
        summary={
          quote && (
            <>
              You pay <strong>{formatRupees(quote.inrPaid)}</strong> and get{' '}
              <strong>{quote.usdtReceived} USDT</strong> at {formatRupees(quote.rateInrPerUsdt)} per USDT.
            </>
          )
        }
        pinSet={profile?.transactionPinSet ?? false}
        locks="buying"
        execute={executeBuy}
        onDone={(order) => {
          setBought(order);
          setNotice(undefined);
          setTyped('');
        }}
        onRefused={setNotice}
        refresh={refreshAfterBuy}
      >
        {bought && (
          <Banner tone="success" role="status" title="USDT bought">
            You got {bought.usdtReceived} USDT for {formatRupees(bought.inrPaid)}. Both wallets are updated.
          </Banner>
        )}
      </TradeConfirmation>
    </div>
  );
}
