/**
 * `npm run ops -- hot-wallet`: the hot wallet's TRX and USDT on the chain against what it owes: the
 * withdrawals waiting to be sent and those broadcast but not final, and customers' USDT wallets; and
 * whether it can pay what waits. Exits 1 when it cannot, so a check can alarm on it. Then its energy
 * (TRX staked, energy a day, available now) and, over the withdrawals sent in the last 24 hours, the
 * network fees customers paid against what the chain charged (each transaction's receipt).
 * `hot-wallet stake <TRX>` stakes the hot wallet's TRX for energy; it signs with the hot wallet's key
 * (the local key file; in the cloud TRON_HOT_WALLET_KMS_KEY_ID and kms:Sign on it).
 */

import { nowMs } from '../../lambdas/adapters/clock';
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { usdtWithdrawalsSentSince } from '../../lambdas/adapters/ledger/sent-usdt-withdrawals';
import {
  hotWalletEnergyFromEnvironment,
  hotWalletReaderFromEnvironment,
} from '../../lambdas/adapters/tron/hot-wallet-reader-from-environment';
import { tronGridOptionsFromEnvironment } from '../../lambdas/adapters/tron/trongrid-chain';
import { tronGridStaker } from '../../lambdas/adapters/tron/trongrid-staker';
import { transactionSignerFromEnvironment } from '../../lambdas/adapters/tron/usdt-sender-from-environment';
import { houseAccountNames, houseAccounts } from '../../lambdas/domain/ledger/book/accounts';
import type { TransactionRecord, TransactionStatus } from '../../lambdas/domain/ledger/book/transactions';
import { sentOnChain } from '../../lambdas/domain/ledger/recipes/usdt-withdrawals';
import { parseAmount } from '../../lambdas/domain/money';
import { formatTrx } from '../../lambdas/domain/tron/trx-amount';
import { hotWalletPosition } from '../../lambdas/domain/usdt-withdrawals/hot-wallet-position';
import { networkFeeAccount } from '../../lambdas/domain/usdt-withdrawals/network-fee-account';
import { hotWalletEnergyReport, networkFeesReport } from './hot-wallet-fees-report';
import { hotWalletReport } from './hot-wallet-report';
import { OpsCheckFailedError, OpsUsageError } from './ops-environment';

async function withdrawalsIn(status: TransactionStatus): Promise<TransactionRecord[]> {
  const records = await dynamoLedger().allByStatus(status);
  return records.filter((record) => record.type === 'usdt-withdrawal');
}

const FEE_PERIOD_MS = 24 * 60 * 60 * 1000;

/** The energy line and the fees of the withdrawals sent (confirmed) in the last 24 hours. */
async function energyAndFees(): Promise<string[]> {
  const energy = hotWalletEnergyFromEnvironment();
  const sent = await usdtWithdrawalsSentSince(new Date(nowMs() - FEE_PERIOD_MS));
  const [resources, sends] = await Promise.all([
    energy.now(),
    Promise.all(
      sent.map(async (record) => ({
        record,
        charged: record.reference ? await energy.transactionCost(record.reference) : undefined,
      })),
    ),
  ]);
  return [
    hotWalletEnergyReport(resources),
    ...networkFeesReport('the last 24 hours', networkFeeAccount(sends)),
  ];
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
  const lines = [...hotWalletReport(position), ...(await energyAndFees())];
  if (!position.canPayWaiting)
    throw new OpsCheckFailedError(
      `${lines.join('\n')}\nIt CANNOT pay what waits: fund it with USDT and TRX.`,
    );
  return [...lines, 'It can pay what waits.'].join('\n');
}

/** Stakes the hot wallet's TRX for energy: built by the node, checked byte for byte, signed by the hot wallet's key. */
async function stake(input: { amount?: string }): Promise<string> {
  if (!input.amount || !/^\d{1,12}(\.\d{1,6})?$/.test(input.amount))
    throw new OpsUsageError('hot-wallet stake needs the TRX to stake, e.g. hot-wallet stake 100000');
  // TRX has six decimals (sun), as USDT has.
  const sun = parseAmount(input.amount, 'USDT');
  const staker = tronGridStaker({
    ...tronGridOptionsFromEnvironment(),
    signer: transactionSignerFromEnvironment(),
  });
  const { transactionId } = await staker.stakeForEnergy(sun);
  const energy = await hotWalletEnergyFromEnvironment().now();
  return [
    `Staked ${formatTrx(sun)} for energy in transaction ${transactionId}.`,
    hotWalletEnergyReport(energy),
  ].join('\n');
}

export const hotWalletCommands: Record<string, (input: { amount?: string }) => Promise<string>> = {
  show,
  stake,
};
