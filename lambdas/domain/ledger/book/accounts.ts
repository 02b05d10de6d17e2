/**
 * The ledger's accounts. Every customer has one INR and one USDT account (their wallets); the house
 * keeps the accounts that money comes from and goes to. Signs follow the customer's view: a posting
 * with a positive amount raises the account's balance. So a customer's wallet is never negative, while
 * a house account that mirrors money we hold elsewhere (the bank, the card gateway, the chain) runs
 * negative as customers are credited, and the whole book always sums to zero per currency. A house
 * account that collects (fees, GST, sales, held transfers, the USDT inventory) is positive. What each
 * account may do is its rules (accountRules), read by the writer and the checker alike.
 */
import type { Currency } from '../../money';
import type { TransactionStatus } from './transactions';

/**
 * Figures outside the ledger that an account mirrors: its balance must net against them. Clearing
 * accounts run negative by what the provider or the chain holds for us, so balance + figure = 0.
 */
export const outsideFigures = {
  'razorpay-virtual-account-payments':
    'Payments Razorpay captured on customers’ virtual accounts (bank transfer and UPI), less its fees and refunds: what it settles to us',
  'razorpay-card-payments':
    'Card payments Razorpay captured on our orders, less its fees and refunds: what it settles to us',
  'tron-deposit-transfers': 'USDT the TRON chain shows arriving at customers’ deposit addresses',
  'razorpay-settlements': 'What Razorpay settled to our bank current account (processed settlements)',
  'razorpayx-payouts':
    'Payouts RazorpayX processed from our account to customers’ banks, less those the bank reversed, as money out (negative)',
  'tron-hot-wallet-usdt':
    'USDT the house’s TRON hot wallet holds on the chain, from which withdrawals are sent',
} as const;

export type OutsideFigure = keyof typeof outsideFigures;

/**
 * What an account may do, as data the ledger writer and the invariant checker both read (as
 * TigerBeetle declares its account flags), so the rule is stated once.
 */
export interface AccountRules {
  /**
   * Whether the balance may be below zero in the sign convention above. Customers' wallets never (the
   * writer conditions every debit on it); house accounts that only collect (fees, GST, sales, held
   * transfers, the USDT we hold) never either; clearing and funding accounts, which mirror money held
   * elsewhere, run negative.
   */
  readonly mayGoNegative: boolean;
  /**
   * Kept beside its postings by a stock guard (sharded items) that every draw is conditioned on: the
   * house never sells more than it holds, although its postings are append-only rows no condition
   * can see.
   */
  readonly stockGuarded: boolean;
  /** The outside figure the balance must net to, when it mirrors one. */
  readonly netsTo?: OutsideFigure;
  /**
   * Whether the balance may be above zero (absent: it may). An account of what others owe us only ever
   * runs negative: owing us less than nothing would be money of theirs we hold on no wallet.
   */
  readonly mayGoPositive?: boolean;
  /**
   * The running total (movement-cap.ts) kept per customer beside the postings: the balance is minus the
   * sum of every customer's total (what each owes), so neither can move without the other.
   */
  readonly perCustomerTotal?: 'customer-receivable';
  /**
   * The status of the records whose money the account keeps while it waits for a decision (held
   * transfers, money in suspense): the balance is the sum of their amounts, so a refund of part of one
   * must take the same part off its record, and a decision must move exactly what its record holds.
   */
  readonly holdsRecordsIn?: 'held' | 'unmatched' | 'reserved' | readonly TransactionStatus[];
  /**
   * Whether the account keeps its waiting records' amounts less their fee and GST: an INR withdrawal's
   * fee and GST are booked as revenue when it is reserved (GST falls due when the fee is charged), so
   * only the payout waits; a USDT withdrawal's network fee waits with it until the chain has spoken.
   */
  readonly holdsRecordsNetOfCharges?: boolean;
}

interface HouseAccountDescription extends AccountRules {
  currency: Currency;
  description: string;
}

export const houseAccounts = {
  'bank-transfer-clearing': {
    currency: 'INR',
    description: 'INR received by bank transfer or UPI into customers’ virtual accounts, at our bank',
    mayGoNegative: true,
    stockGuarded: false,
    netsTo: 'razorpay-virtual-account-payments',
  },
  'card-clearing': {
    currency: 'INR',
    description: 'INR charged on cards, owed to us by the card gateway',
    mayGoNegative: true,
    stockGuarded: false,
    netsTo: 'razorpay-card-payments',
  },
  // Razorpay settles what clearing holds (less its fees and refunds) to our bank, T+2: the money is
  // then at our bank rather than at the provider, so this mirrors the settled total as clearing
  // mirrors what is not settled yet.
  'bank-current-account': {
    currency: 'INR',
    description: 'INR Razorpay settled to our bank current account',
    mayGoNegative: true,
    stockGuarded: false,
    netsTo: 'razorpay-settlements',
  },
  'deposits-held': {
    currency: 'INR',
    description: 'Transfers received but held for review (unverified payer, over a limit), not yet credited',
    mayGoNegative: false,
    stockGuarded: false,
    holdsRecordsIn: 'held',
  },
  // A withdrawal accepted but not yet paid out: the wallet can no longer spend it, and it is paid out
  // to the customer's bank or returned to the wallet exactly once (its records' net amounts).
  'inr-withdrawals-reserved': {
    currency: 'INR',
    description:
      'INR customers asked to withdraw to their bank, reserved until the payout is processed or fails',
    mayGoNegative: false,
    stockGuarded: false,
    holdsRecordsIn: 'reserved',
    holdsRecordsNetOfCharges: true,
  },
  // Money that left our RazorpayX balance for customers' banks: it only rises as payouts are processed
  // (and falls back when the bank reverses one), so its balance is what RazorpayX paid out for us.
  'razorpayx-payouts': {
    currency: 'INR',
    description: 'INR RazorpayX paid out from our account to customers’ verified banks',
    mayGoNegative: false,
    stockGuarded: false,
    netsTo: 'razorpayx-payouts',
  },
  // What customers owe us: a provider refunded a payment we had credited after the customer had spent
  // it, so the wallet could not give it all back. Each customer's share is kept beside the postings as
  // their `customer-receivable` total (movement-cap.ts), which their next credits pay off first; a wallet
  // is never negative instead.
  'customer-receivables': {
    currency: 'INR',
    description:
      'INR customers owe us: refunds the bank or card gateway made after the money was spent, until paid off',
    mayGoNegative: true,
    mayGoPositive: false,
    stockGuarded: false,
    perCustomerTotal: 'customer-receivable',
  },
  'fee-revenue': {
    currency: 'INR',
    description: 'Our fees, net of GST',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // Money in our bank that is nobody's yet: it only ever comes in from clearing and goes out to a
  // customer or back to the sender, so it never goes below zero.
  suspense: {
    currency: 'INR',
    description:
      'INR in our bank that is nobody’s yet (a transfer to no customer’s account), until assigned or returned',
    mayGoNegative: false,
    stockGuarded: false,
    holdsRecordsIn: 'unmatched',
  },
  // GST at 18% on the platform's fees is owed to the government, not earned.
  'gst-payable': {
    currency: 'INR',
    description: 'GST collected on our fees, owed to the government',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // Books written before fees and GST were booked as quoted split what a customer paid as fee + GST so
  // that GST was exactly 18 % of fee revenue, keeping 0 to 58 paise an entry here. Nothing posts to it
  // now; it stays so those entries still read (entries are never edited).
  'fee-rounding': {
    currency: 'INR',
    description:
      'What customers paid as fee + GST beyond whole 50-paise steps of fee revenue and its 18 % GST',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // The payment provider keeps its fee out of what it settles: our expense, so it runs negative.
  'provider-fees': {
    currency: 'INR',
    description: 'Fees the payment provider kept on payments it took in for us, net of GST (an expense)',
    mayGoNegative: true,
    stockGuarded: false,
  },
  // GST charged to us on the provider's fee: input tax credit, set off against GST we owe.
  'provider-gst-input': {
    currency: 'INR',
    description: 'GST the payment provider charged on its fees, claimable as input tax credit',
    mayGoNegative: true,
    stockGuarded: false,
  },
  'usdt-sales': {
    currency: 'INR',
    description: 'INR customers paid for USDT, net of fee and GST',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // What the house pays customers for USDT they sell to it (consideration, before fee, GST and TDS):
  // the INR side of the inventory growing, so it runs negative as usdt-sales runs positive.
  'usdt-purchases': {
    currency: 'INR',
    description: 'INR the house paid for USDT customers sold to it (the consideration)',
    mayGoNegative: true,
    stockGuarded: false,
  },
  // TDS under s.194S, deducted from sellers or borne by the house on buys, is the government's until
  // paid over each month and reported each quarter (Form 26QF): it only collects.
  'tds-payable': {
    currency: 'INR',
    description: 'TDS (s.194S) deducted from sellers or borne by the house on buys, owed to the government',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // The TDS the house takes on for buyers by the Terms' agreement: our expense, so it runs negative.
  'tds-borne': {
    currency: 'INR',
    description: 'TDS (s.194S) the house bears on customers’ buys past their yearly threshold (an expense)',
    mayGoNegative: true,
    stockGuarded: false,
  },
  'usdt-inventory': {
    currency: 'USDT',
    description: 'USDT the house holds and may sell',
    mayGoNegative: false,
    stockGuarded: true,
  },
  'usdt-chain-clearing': {
    currency: 'USDT',
    description: 'USDT received on TRON into customers’ deposit addresses',
    mayGoNegative: true,
    stockGuarded: false,
    netsTo: 'tron-deposit-transfers',
  },
  // Dust is too small to be worth a customer's credit; the house keeps it, so it never goes below zero.
  'usdt-chain-dust': {
    currency: 'USDT',
    description:
      'USDT under the minimum deposit received on customers’ addresses: the house’s, never credited',
    mayGoNegative: false,
    stockGuarded: false,
  },
  // The company's own treasury funds the inventory: no outside provider reports it to us.
  'usdt-funding': {
    currency: 'USDT',
    description: 'USDT the company put into the inventory',
    mayGoNegative: true,
    stockGuarded: false,
  },
  // A withdrawal's amount and network fee from the moment it is accepted until the chain confirms it
  // (then to the hot wallet and the fee account) or fails (then back to the customer): neither spent
  // nor paid out twice meanwhile.
  'usdt-withdrawals-reserved': {
    currency: 'USDT',
    description: 'USDT customers asked to withdraw on TRON, with its network fee, until sent or returned',
    mayGoNegative: false,
    stockGuarded: false,
    holdsRecordsIn: ['reserved', 'broadcast'],
  },
  // Mirrors the hot wallet's USDT on the chain: it runs negative by what the wallet holds, and a
  // withdrawal sent from it raises it.
  'usdt-hot-wallet': {
    currency: 'USDT',
    description: 'USDT in the house’s TRON hot wallet, which sends customers’ withdrawals',
    mayGoNegative: true,
    stockGuarded: false,
    netsTo: 'tron-hot-wallet-usdt',
  },
  // The house pays the chain's energy in TRX and charges the customer the fee in USDT.
  'usdt-network-fees': {
    currency: 'USDT',
    description: 'Network fees customers paid in USDT for withdrawals the chain confirmed',
    mayGoNegative: false,
    stockGuarded: false,
  },
} as const satisfies Record<string, HouseAccountDescription>;

export type HouseAccountName = keyof typeof houseAccounts;

export const houseAccountNames = Object.keys(houseAccounts) as HouseAccountName[];

/** The house accounts a stock guard is kept for (the USDT inventory). */
export type StockAccountName = {
  [Name in HouseAccountName]: (typeof houseAccounts)[Name]['stockGuarded'] extends true ? Name : never;
}[HouseAccountName];

export const stockAccountNames = houseAccountNames.filter(
  (name): name is StockAccountName => houseAccounts[name].stockGuarded,
);

/** A customer's wallet: never below zero, no stock, no outside figure. */
const customerWalletRules: AccountRules = { mayGoNegative: false, stockGuarded: false };

export type LedgerAccount =
  | { readonly kind: 'customer'; readonly userId: string; readonly currency: Currency }
  | { readonly kind: 'house'; readonly name: HouseAccountName; readonly currency: Currency };

export const customerAccount = (userId: string, currency: Currency): LedgerAccount => ({
  kind: 'customer',
  userId,
  currency,
});

export const houseAccount = (name: HouseAccountName): LedgerAccount => ({
  kind: 'house',
  name,
  currency: houseAccounts[name].currency,
});

/** A stable text name of an account, as postings store it: `customer/<sub>/INR`, `house/fee-revenue`. */
export function accountId(account: LedgerAccount): string {
  return account.kind === 'customer'
    ? `customer/${account.userId}/${account.currency}`
    : `house/${account.name}`;
}

export function accountRules(account: LedgerAccount): AccountRules {
  return account.kind === 'customer' ? customerWalletRules : houseAccounts[account.name];
}

const isCurrency = (text: string): text is Currency => text === 'INR' || text === 'USDT';
const isHouseAccountName = (text: string): text is HouseAccountName => Object.hasOwn(houseAccounts, text);

export function parseAccountId(id: string): LedgerAccount {
  const parts = id.split('/');
  if (parts.length === 3 && parts[0] === 'customer' && parts[1] && isCurrency(parts[2] ?? '')) {
    return customerAccount(parts[1], parts[2] as Currency);
  }
  if (parts.length === 2 && parts[0] === 'house' && isHouseAccountName(parts[1] ?? '')) {
    return houseAccount(parts[1] as HouseAccountName);
  }
  throw new RangeError(`'${id}' names no ledger account`);
}
