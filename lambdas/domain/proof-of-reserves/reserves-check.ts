/**
 * `ops reserves`: what customers are owed (the tree's totals, plus what waits for them outside their
 * wallets) against what the house holds for them, per currency. House accounts follow the ledger's sign
 * convention (accounts.ts): one that mirrors money held elsewhere runs negative by what is held, so it
 * counts as minus its balance; one that owes money runs positive. The USDT on the chain is read from
 * the chain itself and the RazorpayX balance from RazorpayX, not from the book: that is the point of
 * the check. The RazorpayX balance is the company's float, which no entry mirrors: payouts come out of
 * it while the money customers paid in waits in clearing and at our bank.
 */
import type { HouseAccountName } from '../ledger/book/accounts';
import type { Currency } from '../money';

export interface ReservesLine {
  label: string;
  minor: bigint;
}

export interface CurrencyReserves {
  currency: Currency;
  owed: ReservesLine[];
  held: ReservesLine[];
  owedMinor: bigint;
  heldMinor: bigint;
  /** Held less owed: negative is a shortfall. */
  surplusMinor: bigint;
}

export interface ReservesFigures {
  /** The tree's totals: every customer's wallets. */
  customersInrPaise: bigint;
  customersUsdtMicro: bigint;
  houseBalance: (account: HouseAccountName) => bigint;
  /** RazorpayX's balance of the account payouts are paid from, read from RazorpayX now. */
  payoutAccountPaise: bigint;
  /** Read on the chain now. */
  hotWalletUsdtMicro: bigint;
  depositAddresses: { count: number; usdtMicro: bigint };
}

/** Money we owe outside the wallets, and money we hold, as the book names it: data, so a new account is one line. */
const owedInBook: Record<Currency, { account: HouseAccountName; label: string }[]> = {
  INR: [
    { account: 'deposits-held', label: 'Transfers held for review' },
    { account: 'suspense', label: 'Money in suspense (nobody’s yet)' },
    { account: 'inr-withdrawals-reserved', label: 'INR withdrawals reserved, not paid out yet' },
  ],
  USDT: [
    { account: 'usdt-withdrawals-reserved', label: 'USDT withdrawals reserved, not final on the chain yet' },
  ],
};

const heldInBook: { account: HouseAccountName; label: string }[] = [
  { account: 'bank-transfer-clearing', label: 'At Razorpay: bank transfers and UPI not settled yet' },
  { account: 'card-clearing', label: 'At Razorpay: card payments not settled yet' },
  { account: 'bank-current-account', label: 'At our bank: what Razorpay settled' },
  { account: 'customer-receivables', label: 'Owed to us by customers (refunds after they spent it)' },
];

/** USDT on our addresses that is the house's own, not customers': it backs no wallet. */
const houseOwnUsdt: { account: HouseAccountName; label: string }[] = [
  { account: 'usdt-inventory', label: 'less the house’s own inventory (for sale, in the hot wallet)' },
  { account: 'usdt-chain-dust', label: 'less dust kept by the house' },
  { account: 'usdt-network-fees', label: 'less network fees customers paid the house' },
];

function totalled(currency: Currency, owed: ReservesLine[], held: ReservesLine[]): CurrencyReserves {
  const owedMinor = owed.reduce((sum, line) => sum + line.minor, 0n);
  const heldMinor = held.reduce((sum, line) => sum + line.minor, 0n);
  return { currency, owed, held, owedMinor, heldMinor, surplusMinor: heldMinor - owedMinor };
}

export function reservesPosition(figures: ReservesFigures): CurrencyReserves[] {
  const owedLines = (currency: Currency) =>
    owedInBook[currency].map(({ account, label }) => ({ label, minor: figures.houseBalance(account) }));
  return [
    totalled(
      'INR',
      [
        { label: 'Customers’ INR wallets (the tree’s total)', minor: figures.customersInrPaise },
        ...owedLines('INR'),
      ],
      [
        ...heldInBook.map(({ account, label }) => ({ label, minor: -figures.houseBalance(account) })),
        { label: 'At RazorpayX: the payout account’s balance', minor: figures.payoutAccountPaise },
      ],
    ),
    totalled(
      'USDT',
      [
        { label: 'Customers’ USDT wallets (the tree’s total)', minor: figures.customersUsdtMicro },
        ...owedLines('USDT'),
      ],
      [
        { label: 'The hot wallet on TRON', minor: figures.hotWalletUsdtMicro },
        {
          label: `${figures.depositAddresses.count} customer deposit addresses on TRON`,
          minor: figures.depositAddresses.usdtMicro,
        },
        ...houseOwnUsdt.map(({ account, label }) => ({ label, minor: -figures.houseBalance(account) })),
      ],
    ),
  ];
}

export const hasShortfall = (position: readonly CurrencyReserves[]) =>
  position.some((currency) => currency.surplusMinor < 0n);
