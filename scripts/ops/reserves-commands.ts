/**
 * `npm run ops -- reserves publish`: builds the Merkle-sum tree of every customer's balances now and
 * publishes its root and totals (what the daily scheduled function does).
 *
 * `npm run ops -- reserves`: proof of reserves against assets. Liabilities are the totals of a tree
 * built now from every customer's wallets (the same build as the published one, so its root can be
 * compared), plus what waits for customers outside their wallets; assets are the provider's clearing
 * accounts, our bank, what customers owe us, RazorpayX's balance of the payout account, and the USDT the chain shows on the hot wallet and on
 * every deposit address, less the house's own USDT. Prints each line and the surplus or shortfall per
 * currency; a shortfall in either exits 1.
 */
import { randomBytes } from 'node:crypto';
import { paiseOf } from '../../contract/merkle-sum-proof';
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { reservesPublicationDependencies } from '../../lambdas/adapters/proof-of-reserves-dependencies';
import { dynamoReservesStore } from '../../lambdas/adapters/proof-of-reserves-store';
import { payoutAccountBalancePaise } from '../../lambdas/adapters/razorpay/razorpay-banking-balances';
import { dynamoChainWatchStore } from '../../lambdas/adapters/tron/chain-watch-store';
import {
  tronGridOptionsFromEnvironment,
  usdtContractFromEnvironment,
} from '../../lambdas/adapters/tron/trongrid-chain';
import { tronGridUsdtBalances } from '../../lambdas/adapters/tron/trongrid-hot-wallet-reader';
import { usdtSenderFromEnvironment } from '../../lambdas/adapters/tron/usdt-sender-from-environment';
import { type HouseAccountName, houseAccountNames } from '../../lambdas/domain/ledger/book/accounts';
import { formatAmount, formatRupees } from '../../lambdas/domain/money';
import {
  type CurrencyReserves,
  hasShortfall,
  reservesPosition,
} from '../../lambdas/domain/proof-of-reserves/reserves-check';
import { publishReserves, reservesTree } from '../../lambdas/domain/proof-of-reserves/reserves-publication';
import { everyDepositAddress } from '../../lambdas/domain/tron/chain-reconciliation-run';
import { OpsCheckFailedError } from './ops-environment';
import { totalInFlight } from './total-in-flight';

/** Balance reads at once: TronGrid limits requests per second per key. */
const BALANCES_IN_FLIGHT = 4;

async function depositAddressesUsdt(): Promise<{ count: number; usdtMicro: bigint }> {
  const addresses = await everyDepositAddress(dynamoChainWatchStore);
  const chain = tronGridUsdtBalances({
    ...tronGridOptionsFromEnvironment(),
    usdtContract: usdtContractFromEnvironment(),
  });
  const usdtMicro = await totalInFlight(
    addresses,
    (address) => chain.usdtMicroOf(address),
    BALANCES_IN_FLIGHT,
  );
  return { count: addresses.length, usdtMicro };
}

const amountText = (currency: CurrencyReserves['currency'], minor: bigint) => {
  const magnitude = minor < 0n ? -minor : minor;
  const text = currency === 'INR' ? formatRupees(magnitude) : `${formatAmount(magnitude, 'USDT')} USDT`;
  return minor < 0n ? `-${text}` : text;
};

function describe(position: CurrencyReserves): string[] {
  const line = (label: string, minor: bigint) => `  ${label}: ${amountText(position.currency, minor)}`;
  const verdict =
    position.surplusMinor < 0n
      ? `SHORTFALL of ${amountText(position.currency, -position.surplusMinor)}`
      : `surplus of ${amountText(position.currency, position.surplusMinor)}`;
  return [
    `${position.currency}: owed to customers`,
    ...position.owed.map(({ label, minor }) => line(label, minor)),
    line('Owed in all', position.owedMinor),
    `${position.currency}: held for them`,
    ...position.held.map(({ label, minor }) => line(label, minor)),
    line('Held in all', position.heldMinor),
    `${position.currency}: ${verdict}`,
  ];
}

async function check(): Promise<string> {
  const store = dynamoReservesStore();
  const ledger = dynamoLedger();
  const customers = await store.customerBalances();
  // The tree is built as the published one is, so its totals are exactly a tree's; it is not stored.
  const { published } = reservesTree(customers, {
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    now: () => new Date(),
  });
  const [houseBalances, hotWallet, depositAddresses, payoutAccountPaise] = await Promise.all([
    Promise.all(houseAccountNames.map(async (name) => [name, await ledger.houseBalance(name)] as const)),
    usdtSenderFromEnvironment().balances(),
    depositAddressesUsdt(),
    payoutAccountBalancePaise(),
  ]);
  const byAccount = new Map<HouseAccountName, bigint>(houseBalances);
  const position = reservesPosition({
    customersInrPaise: customers.reduce((sum, each) => sum + each.inrPaise, 0n),
    customersUsdtMicro: customers.reduce((sum, each) => sum + each.usdtMicro, 0n),
    houseBalance: (account) => byAccount.get(account) ?? 0n,
    payoutAccountPaise,
    hotWalletUsdtMicro: hotWallet.usdtMicro,
    depositAddresses,
  });
  const text = [
    `A tree of ${published.leafCount} customers built now: root ${published.root}, INR ${published.totals.inr}, USDT ${published.totals.usdt}.`,
    ...position.flatMap(describe),
  ].join('\n');
  if (hasShortfall(position))
    throw new OpsCheckFailedError(`${text}\nThe house holds less than it owes customers.`);
  return `${text}\nThe house holds at least what it owes customers in both currencies.`;
}

async function publish(): Promise<string> {
  const published = await publishReserves(reservesPublicationDependencies());
  return [
    `Published the proof of reserves of ${published.date} (tree ${published.treeId}): ${published.leafCount} customers.`,
    `Root ${published.root}`,
    `Totals: ${formatRupees(paiseOf(published.totals.inr))} and ${published.totals.usdt} USDT.`,
  ].join('\n');
}

export const reservesCommands: Record<string, () => Promise<string>> = { check, publish };
