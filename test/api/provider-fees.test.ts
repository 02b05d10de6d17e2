/**
 * What Razorpay keeps of the money it takes in for us, on the local stack: the sandbox reports `fee`
 * (GST included) and `tax` on each captured payment, and the entry that credits the customer books
 * them as our expense and input GST, so the clearing account holds what the provider will settle.
 * The customer is credited exactly what they added; `ledger reconcile` finds clearing and the
 * provider's settlements level; the checker finds the book sound.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { accountItems } from '../../lambdas/adapters/account-items';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { storedInteger } from '../../lambdas/adapters/stored-numbers';
import { parseAmount } from '../../lambdas/domain/money';
import { confirmCardDeposit, payOnCheckout, startedCardDeposit } from '../support/card-deposits';
import { clearingGaps } from '../support/clearing';
import { fiatBalance, sendBankTransfer, type VerifiedCustomer, verifiedCustomer } from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { localDocumentClient as documents } from '../support/local-clients';
import { ops } from '../support/ops-cli';

const ledger = ledgerUnderTest();
const paise = (rupees: string) => parseAmount(rupees, 'INR');

/** The postings of the entry that took a provider payment into clearing, by account id. */
async function postingsOfPayment(paymentId: string): Promise<Record<string, bigint>> {
  const posted = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
  expect(posted?.entryId, `no entry for ${paymentId}`).toBeDefined();
  const { Item } = await documents().send(
    new GetCommand({
      TableName: inject('stack').handlerEnv.TABLE_ACCOUNTS as string,
      Key: accountItems.entry(posted?.entryId ?? ''),
      ConsistentRead: true,
    }),
  );
  const postings = (Item?.postings ?? []) as { account: string; amountMinor: unknown }[];
  return Object.fromEntries(postings.map((posting) => [posting.account, storedInteger(posting.amountMinor)]));
}

/** The fee and its GST as the provider's API reports them for a payment. */
async function reportedFee(paymentId: string) {
  const { fee, tax, amount } = await paymentProvider().fetchPayment(paymentId);
  return { amount, fee: fee ?? 0n, tax: tax ?? 0n };
}

describe('the provider’s fees in the book', { timeout: 400_000 }, () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });

  it('books a card deposit’s and a bank transfer’s provider fee and GST as expense, to the paisa, and reconciles', async () => {
    const gapsBefore = await clearingGaps();
    const balanceBefore = paise(await fiatBalance(asha));

    const { deposit } = await startedCardDeposit(asha, '2000');
    const returned = await payOnCheckout(deposit.orderId, 'success');
    const confirmed = await confirmCardDeposit(asha, deposit.id, returned);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', total: '2047.20' });
    const cardPayment = returned.razorpay_payment_id as string;
    const card = await reportedFee(cardPayment);
    // The sandbox's card rate: 2 % of ₹2,047.20 (₹40.94) plus 18 % GST on it (₹7.36).
    expect(card).toEqual({ amount: 2047_20n, fee: 48_30n, tax: 7_36n });
    expect(await postingsOfPayment(cardPayment)).toMatchObject({
      'house/card-clearing': -(card.amount - card.fee),
      'house/provider-fees': -(card.fee - card.tax),
      'house/provider-gst-input': -card.tax,
    });

    const transfer = await sendBankTransfer(asha, { amount: '2500' });
    expect(transfer.delivery?.status).toBe(200);
    const bank = await reportedFee(transfer.paymentId);
    // The sandbox's Smart Collect rate: a flat ₹5 a transfer plus 18 % GST.
    expect(bank).toEqual({ amount: 2500_00n, fee: 5_90n, tax: 90n });
    expect(await postingsOfPayment(transfer.paymentId)).toMatchObject({
      'house/bank-transfer-clearing': -(bank.amount - bank.fee),
      'house/provider-fees': -(bank.fee - bank.tax),
      'house/provider-gst-input': -bank.tax,
    });

    // The customer gets what they added; the house bears what the provider kept.
    expect(paise(await fiatBalance(asha))).toBe(balanceBefore + paise('2000') + paise('2500'));
    // Clearing holds what the provider will settle: the reconciliation's gaps are where they were.
    expect(await clearingGaps()).toEqual(gapsBefore);
    await expectSoundLedger();
  });

  it('books the fee when a held transfer is taken in, and clearing still matches the provider after a release and a return', async () => {
    const gapsBefore = await clearingGaps();
    const balanceBefore = paise(await fiatBalance(asha));
    const fromElsewhere = { fromAccount: '999900003333', fromIfsc: 'ICIC0000001' };
    const released = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
    const returned = await sendBankTransfer(asha, { amount: '2500', ...fromElsewhere });
    for (const transfer of [released, returned]) {
      const { amount, fee, tax } = await reportedFee(transfer.paymentId);
      // Held out of clearing into held deposits whole; what the provider kept is our expense.
      expect(await postingsOfPayment(transfer.paymentId)).toMatchObject({
        'house/bank-transfer-clearing': -(amount - fee),
        'house/deposits-held': amount,
        'house/provider-fees': -(fee - tax),
        'house/provider-gst-input': -tax,
      });
    }
    const heldRecord = async (paymentId: string) => {
      const posted = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
      const [record] = posted?.transactions ?? [];
      return `${record?.userId}/${record?.id}`;
    };
    const release = await ops(
      'deposits',
      'release',
      await heldRecord(released.paymentId),
      '--reason',
      'Hers',
    );
    expect(release.code, release.stderr).toBe(0);
    const sentBack = await ops(
      'deposits',
      'return',
      await heldRecord(returned.paymentId),
      '--reason',
      'Not from your account',
    );
    expect(sentBack.code, sentBack.stderr).toBe(0);

    // The released transfer reaches the wallet whole; the returned one went back whole, and the
    // provider kept its fee on both, as the book did.
    expect(paise(await fiatBalance(asha))).toBe(balanceBefore + paise('1500'));
    expect(await clearingGaps()).toEqual(gapsBefore);
    await expectSoundLedger();
  });
});
