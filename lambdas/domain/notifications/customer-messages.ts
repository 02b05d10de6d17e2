/**
 * The emails a customer gets, as data: one subject and plain text per event. They carry the amount,
 * the time in India and what to do next, never PII: no name, no full account number or address, no
 * identity number, no reviewer's free text (the app shows the details to the signed-in customer).
 */
import { formatRupees } from '../../../contract/rupees';
import type { TransactionRecord } from '../ledger/book/transactions';
import { type Currency, formatAmount } from '../money';

export type CustomerEvent =
  | 'money-arrived'
  | 'deposit-held'
  | 'kyc-approved'
  | 'kyc-rejected'
  | 'withdrawal-paid-out'
  | 'withdrawal-failed'
  | 'withdrawal-returned'
  | 'withdrawal-address-added';

export interface CustomerMessage {
  /** What happened, for the log and the metric when sending fails (never the address or the text). */
  readonly event: CustomerEvent;
  readonly subject: string;
  readonly text: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `26 Nov 2026, 17:42 IST`: India keeps UTC + 5:30 all year, whatever the server's zone. */
export function istTime(at: Date): string {
  const ist = new Date(at.getTime() + (5 * 60 + 30) * 60_000);
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const hours = String(ist.getUTCHours()).padStart(2, '0');
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hours}:${minutes} IST`;
}

/** `₹1,23,456.78` for rupees, `25.50 USDT` for USDT. */
export function moneyText(amountMinor: bigint, currency: Currency): string {
  const amount = amountMinor === 0n ? '0.00' : formatAmount(amountMinor, currency);
  return currency === 'INR' ? formatRupees(amount) : `${amount} USDT`;
}

/** How money came in, in the words of the email. */
export type ArrivalMethod = 'bank-transfer' | 'card' | 'chain';

const arrivalWords: Record<ArrivalMethod, string> = {
  'bank-transfer': 'by bank transfer',
  card: 'by card',
  chain: 'on the TRON network (TRC20)',
};

const walletName = (currency: Currency) => (currency === 'INR' ? 'INR wallet' : 'USDT wallet');

const SIGN_OFF = '\n\nThis is an automatic message from your INR ⇄ USDT wallet; replies are not read.';

const message = (event: CustomerEvent, subject: string, lines: string[]): CustomerMessage => ({
  event,
  subject,
  text: `${lines.join('\n\n')}${SIGN_OFF}`,
});

interface Money {
  readonly amountMinor: bigint;
  readonly currency: Currency;
  readonly at: Date;
}

/** A withdrawal's figures as its record keeps them: what left the wallet, and the fee and GST in it. */
interface Withdrawal {
  readonly withdrawal: Pick<TransactionRecord, 'amountMinor' | 'feeMinor' | 'gstMinor' | 'currency'>;
  readonly at: Date;
}

interface WithdrawalFigures {
  readonly currency: Currency;
  /** What the bank account or the TRON address was to receive. */
  readonly sentMinor: bigint;
  /** Our fee and its GST (INR), or the network fee (USDT). */
  readonly chargesMinor: bigint;
  /** What left the wallet: the two together. */
  readonly takenMinor: bigint;
}

const withdrawalFigures = (
  record: Pick<TransactionRecord, 'amountMinor' | 'feeMinor' | 'gstMinor' | 'currency'>,
): WithdrawalFigures => ({
  currency: record.currency,
  sentMinor: record.amountMinor - record.feeMinor - record.gstMinor,
  chargesMinor: record.feeMinor + record.gstMinor,
  takenMinor: record.amountMinor,
});

const destinationName: Record<Currency, string> = { INR: 'your bank', USDT: 'your TRON address' };
const chargesName: Record<Currency, string> = { INR: 'Fee and GST', USDT: 'Network fee' };
const referenceName: Record<Currency, string> = {
  INR: 'Bank reference (UTR)',
  USDT: 'TRON transaction',
};

/**
 * Each figure on its own labelled line, so the amount sent and what left the wallet (the amount with
 * the fee) are never mistaken for one another.
 */
function figureLines(figures: WithdrawalFigures, labels: { sent: string; whole: string }): string {
  const { currency } = figures;
  return [
    `${labels.sent}: ${moneyText(figures.sentMinor, currency)}`,
    `${chargesName[currency]}: ${moneyText(figures.chargesMinor, currency)}`,
    `${labels.whole}: ${moneyText(figures.takenMinor, currency)}`,
  ].join('\n');
}

export const customerMessages = {
  moneyArrived: (money: Money & { method: ArrivalMethod }) =>
    message('money-arrived', `${moneyText(money.amountMinor, money.currency)} added to your wallet`, [
      `${moneyText(money.amountMinor, money.currency)} arrived ${arrivalWords[money.method]} and is in your ${walletName(money.currency)} (${istTime(money.at)}).`,
      'You can see it under Transactions in the app.',
    ]),
  depositHeld: (money: Money) =>
    message('deposit-held', `We are checking a transfer of ${moneyText(money.amountMinor, money.currency)}`, [
      `A transfer of ${moneyText(money.amountMinor, money.currency)} reached us (${istTime(money.at)}), but we hold it for review before it is added to your wallet.`,
      'The app shows why under Transactions. If it is not yours, it goes back to the sender; nothing is lost.',
    ]),
  kycApproved: (decision: { at: Date }) =>
    message('kyc-approved', 'Your identity check is approved', [
      `We approved your account set-up (${istTime(decision.at)}).`,
      'You can now add money, buy USDT and receive USDT in the app.',
    ]),
  kycRejected: (decision: { at: Date }) =>
    message('kyc-rejected', 'Your identity check needs another look', [
      `We could not approve your account set-up (${istTime(decision.at)}).`,
      'Sign in to the app to see what to change, then submit it again.',
    ]),
  /**
   * The payout reached the customer's bank (its UTR given), or the USDT is final on TRON (its
   * transaction id). `destination` masked by the caller: `bank account HDFC0001234 ••••6789`,
   * `TRON address TXyz…abcd`.
   */
  withdrawalPaidOut: (sent: Withdrawal & { destination: string; reference?: string }) => {
    const figures = withdrawalFigures(sent.withdrawal);
    return message(
      'withdrawal-paid-out',
      `${moneyText(figures.sentMinor, figures.currency)} sent to your ${sent.destination}`,
      [
        `We sent your withdrawal to your ${sent.destination} (${istTime(sent.at)}).`,
        figureLines(figures, {
          sent: `Amount sent to ${destinationName[figures.currency]}`,
          whole: 'Taken from your wallet',
        }),
        ...(sent.reference ? [`${referenceName[figures.currency]}: ${sent.reference}`] : []),
        figures.currency === 'INR'
          ? 'Your bank may take a little while to show it; the UTR is how it finds the payment.'
          : 'Your wallet may take a little while to show it.',
      ],
    );
  },
  /** Nothing left for the customer: the payout was never made, or the chain refused the transfer. */
  withdrawalFailed: (failed: Withdrawal) => {
    const figures = withdrawalFigures(failed.withdrawal);
    return message(
      'withdrawal-failed',
      `Your withdrawal of ${moneyText(figures.sentMinor, figures.currency)} did not go through`,
      [
        `Your withdrawal could not be sent (${istTime(failed.at)}), so nothing left us for it.`,
        figureLines(figures, {
          sent: `Amount you asked to send to ${destinationName[figures.currency]}`,
          whole: 'Back in your wallet',
        }),
        `All of it is back in your ${walletName(figures.currency)}. The app shows why under Transactions.`,
      ],
    );
  },
  /**
   * The bank sent back a payout we had told the customer was sent (account closed, frozen, a name that
   * did not match): it did reach the bank, so the email says so and that the money came back.
   */
  withdrawalReturnedByBank: (returned: Withdrawal & { destination: string; reference?: string }) => {
    const figures = withdrawalFigures(returned.withdrawal);
    return message(
      'withdrawal-returned',
      `Your bank returned the ${moneyText(figures.sentMinor, figures.currency)} we sent`,
      [
        `The ${moneyText(figures.sentMinor, figures.currency)} we sent to your ${returned.destination}${returned.reference ? ` (UTR ${returned.reference})` : ''} was returned to us by your bank (${istTime(returned.at)}).`,
        figureLines(figures, { sent: 'Amount your bank returned', whole: 'Back in your wallet' }),
        `All of it, the fee and GST included, is back in your ${walletName(figures.currency)}. Your bank can tell you why it did not take the payment; the app shows what it told us under Transactions.`,
      ],
    );
  },
  /** `address` masked by the caller: its first and last characters only. */
  withdrawalAddressAdded: (added: { address: string; at: Date }) =>
    message('withdrawal-address-added', 'A withdrawal address was added to your account', [
      `The USDT (TRC20) address ${added.address} was added to your account (${istTime(added.at)}).`,
      'If this was not you, change your password and transaction PIN now and contact support.',
    ]),
} satisfies Record<string, (input: never) => CustomerMessage>;

/** `TXyz…abcd`: enough for the customer to recognise their address, not to copy it. */
export const maskedAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** `••••1234` */
export const maskedAccountNumber = (accountNumber: string) => `••••${accountNumber.trim().slice(-4)}`;
