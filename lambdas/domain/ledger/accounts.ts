/**
 * The ledger's accounts. Every customer has one INR and one USDT account (their wallets); the house
 * keeps the accounts that money comes from and goes to. Signs follow the customer's view: a posting
 * with a positive amount raises the account's balance. So a customer's wallet is never negative, while
 * a house account that mirrors money we hold elsewhere (the bank, the card gateway, the chain) runs
 * negative as customers are credited, and the whole book always sums to zero per currency.
 */
import type { Currency } from '../money';

interface HouseAccountDescription {
  currency: Currency;
  description: string;
}

export const houseAccounts = {
  'bank-transfer-clearing': {
    currency: 'INR',
    description: 'INR received by bank transfer or UPI into customers’ virtual accounts, at our bank',
  },
  'card-clearing': { currency: 'INR', description: 'INR charged on cards, owed to us by the card gateway' },
  'deposits-held': {
    currency: 'INR',
    description: 'Transfers received but held for review (unverified payer, over a limit), not yet credited',
  },
  'fee-revenue': { currency: 'INR', description: 'Our fees, net of GST' },
  suspense: {
    currency: 'INR',
    description:
      'INR in our bank that is nobody’s yet (a transfer to no customer’s account), until assigned or returned',
  },
  // GST at 18% on the platform's fees is owed to the government, not earned.
  'gst-payable': { currency: 'INR', description: 'GST collected on our fees, owed to the government' },
  'usdt-sales': { currency: 'INR', description: 'INR customers paid for USDT, net of fee and GST' },
  'usdt-inventory': { currency: 'USDT', description: 'USDT the house holds and may sell' },
  'usdt-chain-clearing': {
    currency: 'USDT',
    description: 'USDT received on TRON into customers’ deposit addresses',
  },
  'usdt-funding': { currency: 'USDT', description: 'USDT the company put into the inventory' },
} as const satisfies Record<string, HouseAccountDescription>;

export type HouseAccountName = keyof typeof houseAccounts;

export const houseAccountNames = Object.keys(houseAccounts) as HouseAccountName[];

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
