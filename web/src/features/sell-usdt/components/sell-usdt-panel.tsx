/**
 * The sell panel: the USDT balance, the terms before typing, the USDT to sell, the server's quote for
 * it (the house's buy rate, fee, GST, TDS and the INR you receive) counted down and renewed when it
 * lapses, and the sell confirmed with the PIN. Every figure comes from the server. TDS is deducted only
 * past the person's yearly threshold, so its line reads ₹0.00 before it and the figures still add up.
 */
import { formatRupees } from '@contract/rupees';
import type { SellOrder, SellQuoteRequest } from '@contract/sell-usdt';
import { useState } from 'react';
import { TradeConfirmation } from '../../../components/trade/trade-confirmation';
import { TradeQuoteFigures } from '../../../components/trade/trade-quote-figures';
import { TradeTermsNote } from '../../../components/trade/trade-terms-note';
import { Banner } from '../../../components/ui/banner/banner';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { AmountField } from '../../../components/ui/form/amount-field';
import { useLockedQuote } from '../../../hooks/use-locked-quote';
import { usePinConfirmation } from '../../../hooks/use-pin-confirmation';
import { useSettledRequest } from '../../../hooks/use-settled-request';
import { useMe } from '../../../lib/profile/get-me';
import { executeSell, requestSellQuote, useRefreshAfterSell, useSellTerms } from '../api/sell-usdt';

const USDT_AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;

/** A figure in a list that adds up: ₹0.00 rather than the empty wallet's ₹00.00. */
const rupeeFigure = (amount: string) => formatRupees(/[1-9]/.test(amount) ? amount : '0.00');

/** What the INR received is net of: the TDS deducted, or that none was. */
const afterTds = (tdsInr: string) =>
  /[1-9]/.test(tdsInr) ? `after TDS of ${formatRupees(tdsInr)}` : 'with no TDS deducted';

/** The USDT typed, when it reads as an amount. */
const typedRequest = (typed: string): SellQuoteRequest | undefined =>
  USDT_AMOUNT.test(typed.trim()) ? { sellUsdt: typed.trim() } : undefined;

export function SellUsdtPanel() {
  const { data: profile } = useMe();
  const terms = useSellTerms().data;
  const refreshAfterSell = useRefreshAfterSell();
  const [typed, setTyped] = useState('');
  const pinFlow = usePinConfirmation();
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [sold, setSold] = useState<SellOrder | undefined>(undefined);
  const quoted = useLockedQuote(requestSellQuote, useSettledRequest(typedRequest(typed)), pinFlow.confirming);
  const { quote } = quoted;

  return (
    <div className="stack">
      <Details>
        <DetailsRow label="USDT wallet">{profile ? `${profile.cryptoBalance.USDT} USDT` : '…'}</DetailsRow>
      </Details>
      <TradeTermsNote
        terms={terms}
        opening={terms && `We buy USDT at ${terms.spreadPercent}% under the rate we sell at.`}
        action="Sell"
        perRequest="worth at a time"
      />
      {terms && (
        <p className="muted">
          {`${terms.tdsPercent}% TDS (${terms.tdsSection}) is deducted once your sells this financial year pass ${formatRupees(terms.yearlyTds.thresholdInr)} after our fee and GST, on the sell that passes it and every sell after. Your sells so far in ${terms.yearlyTds.financialYear}: ${rupeeFigure(terms.yearlyTds.soldThisYearInr)}.`}
        </p>
      )}
      <AmountField
        label="USDT to sell"
        name="sell-amount"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setSold(undefined);
          setNotice(undefined);
        }}
        hint="For example 10 or 10.5"
        error={typed.trim() && !USDT_AMOUNT.test(typed.trim()) ? 'Enter a number, like 10.5' : quoted.problem}
      />
      {notice && (
        <Banner tone="warning" role="alert" title="Not sold">
          {notice}
        </Banner>
      )}
      <TradeQuoteFigures
        label="Your sell quote"
        quote={quote}
        worthLabel="Worth"
        worthOf={(shown) => shown.considerationInr}
        pricing={terms}
        placeholder="Enter the USDT to sell to see the rate, fee, GST, TDS and what you receive."
      >
        {(shown) => (
          <>
            <DetailsRow label={`TDS (${terms?.tdsPercent ?? '1'}%, ${shown.tdsSection})`}>
              {rupeeFigure(shown.tdsInr)}
            </DetailsRow>
            <DetailsRow label="You receive">
              <strong>{formatRupees(shown.inrReceived)}</strong>
            </DetailsRow>
          </>
        )}
      </TradeQuoteFigures>
      <TradeConfirmation<SellOrder>
        quoted={quoted}
        pinFlow={pinFlow}
        action="sell"
        buttonLabel="Sell USDT"
        summary={
          quote && (
            <>
              You sell <strong>{quote.usdtSold} USDT</strong> at {formatRupees(quote.rateInrPerUsdt)} per USDT
              and receive <strong>{formatRupees(quote.inrReceived)}</strong> {afterTds(quote.tdsInr)}.
            </>
          )
        }
        pinSet={profile?.transactionPinSet ?? false}
        locks="selling"
        execute={executeSell}
        onDone={(order) => {
          setSold(order);
          setTyped('');
        }}
        onRefused={setNotice}
        refresh={refreshAfterSell}
      >
        {sold && (
          <Banner tone="success" role="status" title="USDT sold">
            You sold {sold.usdtSold} USDT and received {formatRupees(sold.inrReceived)}{' '}
            {afterTds(sold.tdsInr)}. Both wallets are updated.
          </Banner>
        )}
      </TradeConfirmation>
    </div>
  );
}
