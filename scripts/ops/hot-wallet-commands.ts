/**
 * `npm run ops -- hot-wallet`: the hot wallet's TRX and USDT on the chain against what it owes: the
 * withdrawals waiting to be sent and those broadcast but not final, and customers' USDT wallets; and
 * whether it can pay what waits. Exits 1 when it cannot, so a check can alarm on it.
 */
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { hotWalletReaderFromEnvironment } from '../../lambdas/adapters/tron/hot-wallet-reader-from-environment';
import { houseAccountNames, houseAccounts } from '../../lambdas/domain/ledger/accounts';
import type { TransactionRecord, TransactionStatus } from '../../lambdas/domain/ledger/transactions';
import { sentOnChain } from '../../lambdas/domain/ledger/usdt-withdrawal-movements';
import { hotWalletPosition } from '../../lambdas/domain/usdt-withdrawals/hot-wallet-position';
import { hotWalletReport } from './hot-wallet-report';
import { OpsCheckFailedError } from './ops-environment';

async function withdrawalsIn(status: TransactionStatus): Promise<TransactionRecord[]> {
  const records = await dynamoLedger().allByStatus(status);
  return records.filter((record) => record.type === 'usdt-withdrawal');
}

async function show(): Promise<string> {
  const ledger = dynamoLedger();
  const hotWallet = hotWalletReaderFromEnvironment();
  const usdtHouseAccounts = houseAccountNames.filter((name) => houseAccounts[name].currency === 'USDT');
  const [balances, reserved, broadcast, houseTotals] = await Promise.all([
    hotWallet.balances(),
    withdrawalsIn('reserved'),
    withdrawalsIn('broadcast'),
    Promise.all(usdtHouseAccounts.map((name) => ledger.houseBalance(name))),
  ]);
  const estimated = await Promise.all(
    reserved.map(async (record) => ({
      record,
      feeSun: (
        await hotWallet.estimateTransferFee({
          to: record.destination ?? '',
          amountMicro: sentOnChain(record),
        })
      ).feeSun,
    })),
  );
  const position = hotWalletPosition({
    balances,
    reserved: estimated,
    broadcast,
    customersUsdtMicro: -houseTotals.reduce((sum, each) => sum + each, 0n),
  });
  const lines = hotWalletReport(position);
  if (!position.canPayWaiting)
    throw new OpsCheckFailedError(
      `${lines.join('\n')}\nIt CANNOT pay what waits: fund it with USDT and TRX.`,
    );
  return [...lines, 'It can pay what waits.'].join('\n');
}

export const hotWalletCommands: Record<string, () => Promise<string>> = { show };
