/**
 * The chain watcher's run: every deposit address given out, asked of TronGrid (TRON_API_URL), booked
 * through the ledger (chain-deposits.ts). In the cloud an EventBridge rule runs it every minute; the
 * local stack runs the same function every couple of seconds against the sandbox chain, and tests run
 * it on demand. A run that fails for one address goes on with the others and reports the failure.
 */
import { watchedDepositAddresses } from '../adapters/deposit-address-repository';
import { dynamoLedger } from '../adapters/ledger/dynamodb-ledger';
import {
  tronGridChain,
  tronGridOptionsFromEnvironment,
  usdtContractFromEnvironment,
} from '../adapters/tron/trongrid-chain';
import {
  type DepositWatchReport,
  type WatchedAddress,
  watchChainDeposits,
} from '../domain/tron/chain-deposits';
import { logger } from '../observability/logger';

export async function watchTronDeposits(
  addresses: Iterable<WatchedAddress> | AsyncIterable<WatchedAddress> = watchedDepositAddresses(),
): Promise<DepositWatchReport> {
  return watchChainDeposits({
    chain: tronGridChain(tronGridOptionsFromEnvironment()),
    ledger: dynamoLedger(),
    addresses,
    usdtContract: usdtContractFromEnvironment(),
  });
}

export const handler = async (): Promise<DepositWatchReport> => {
  const report = await watchTronDeposits();
  // Addresses are public chain data and user ids opaque subs: no PII in these lines.
  for (const failure of report.failures) logger.warn('Deposit address not watched this run', failure);
  logger.info('TRON deposits watched', {
    addresses: report.addresses,
    pending: report.pending,
    credited: report.credited,
  });
  return report;
};
