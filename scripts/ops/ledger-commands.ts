/**
 * `npm run ops -- ledger verify`: the invariant checker over the whole ledger (the same fold the
 * scheduled cloud check runs). Prints what it checked; any break makes the command fail, naming it
 * in plain words (describeBreak; the kinds are listed in checks/full-scan.ts).
 *
 * `npm run ops -- ledger reconcile`: the clearing accounts against what the payment provider will
 * settle to us (clearing-reconciliation.ts: captured less its fees less refunds, less what it settled:
 * settlement-reconciliation.ts), and our bank current account against the settled total, and the chain's accounts against what our deposit addresses received on TRON
 * (chain-reconciliation-text.ts); any difference makes the command fail.
 */
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import {
  clearingAccountsFor,
  razorpayFigures,
  reconcileClearing,
} from '../../lambdas/domain/ledger/checks/clearing-reconciliation';
import { describeBreak, type LedgerReport } from '../../lambdas/domain/ledger/checks/full-scan';
import { figuresAfterSettlements } from '../../lambdas/domain/ledger/checks/settlement-reconciliation';
import { formatRupees } from '../../lambdas/domain/money';
import type { ProviderPayment } from '../../lambdas/domain/payments/payment-provider';
import { chainReconciliationText } from './chain-reconciliation-text';
import { ledgerStreamCommands } from './ledger-stream-commands';
import { OpsCheckFailedError } from './ops-environment';
import { everySettlement } from './settlement-commands';

export function describeReport(report: LedgerReport): string {
  const totals = Object.entries(report.bookTotals)
    .map(([currency, total]) => `${currency} ${total}`)
    .join(', ');
  return [
    `Checked ${report.entries} entries (${report.postings} postings), ${report.customerAccounts} customer accounts and ${report.houseAccounts} house accounts.`,
    `Checked ${report.records} transaction records against their entries, every reference and the stock guard.`,
    `Book totals (minor units, zero when sound): ${totals || 'none yet'}.`,
  ].join('\n');
}

async function verify(): Promise<string> {
  const report = await checkLedgerTable();
  const summary = describeReport(report);
  if (report.breaks.length > 0) {
    throw new OpsCheckFailedError(
      `${summary}\n${report.breaks.length} break(s):\n${report.breaks.map((found) => `  ${describeBreak(found)}`).join('\n')}`,
    );
  }
  return `${summary}\nNo breaks: every entry sums to zero per currency, every balance and posting count equals its postings, no account is below zero that may not be, the stock guard equals the inventory's postings, every record has its entries and every entry its records, everything named exists, every entry's GST is 18 % of its fee rounded down as quoted, and the book sums to zero.`;
}

/** Rupees with their sign: a clearing account runs negative. */
const rupees = (paise: bigint) => (paise < 0n ? `-${formatRupees(-paise)}` : formatRupees(paise));

/** Razorpay lists at most 100 payments a page. */
const PAGE_SIZE = 100;

/**
 * Every payment the provider lists, however it is dated: a payment stamped after our clock's now (the
 * provider's clock ahead of ours, or a local stack whose clock was moved forward and back) is in the
 * book and in a settlement, so the reconciliation must count it too. Newest first.
 */
async function everyPayment(): Promise<ProviderPayment[]> {
  const provider = paymentProvider();
  const from = new Date(0);
  const byId = new Map<string, ProviderPayment>();
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await provider.listPayments({ from, count: PAGE_SIZE, skip });
    for (const payment of page) byId.set(payment.id, payment);
    if (page.length < PAGE_SIZE) return [...byId.values()];
  }
}

async function reconcile(): Promise<string> {
  const payments = await everyPayment();
  const { settlements, items } = await everySettlement();
  const figures = figuresAfterSettlements(razorpayFigures(payments), settlements, items, payments);
  const ledger = dynamoLedger();
  const accounts = clearingAccountsFor(Object.keys(figures) as (keyof typeof figures)[]);
  const balances = Object.fromEntries(
    await Promise.all(
      accounts.map(async (account) => [account, await ledger.houseBalance(account)] as const),
    ),
  );
  const lines = reconcileClearing(balances, figures);
  const text = lines.map(
    (line) =>
      `house/${line.account}: ${rupees(line.balanceMinor)} in the book, ${rupees(line.outsideMinor)} at the provider (${line.figure}); ${
        line.differenceMinor === 0n ? 'they agree' : `${rupees(line.differenceMinor)} apart`
      }.`,
  );
  const chain = await chainReconciliationText();
  const providerAgrees = lines.every((line) => line.differenceMinor === 0n);
  if (providerAgrees && chain.agree) return [...text, ...chain.text].join('\n');
  throw new OpsCheckFailedError(
    [
      ...text,
      ...(providerAgrees
        ? []
        : [
            'A clearing account and the provider disagree: money the provider holds that the book does not (or the reverse). A movement still on its way settles if you run this again.',
          ]),
      ...chain.text,
      ...(chain.agree
        ? []
        : [
            'The book and the chain disagree: `npm run ops -- chain rescan --from-block N` books a transfer the watcher read past; a booking with no transfer is for an operator to reverse.',
          ]),
    ].join('\n'),
  );
}

export const ledgerCommands: Record<string, (input: { bookIsQuiet?: boolean }) => Promise<string>> = {
  verify,
  reconcile,
  ...ledgerStreamCommands,
};
