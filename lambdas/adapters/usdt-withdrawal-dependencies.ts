/**
 * The real parts of the withdrawal routes and the sender: the accounts table, the ledger, the PIN
 * check, where an address leads, and the hot wallet's fee estimate (TronGrid at TRON_API_URL, from the hot wallet's address,
 * without its key).
 * TRON_EXPLORER_TRANSACTION_URL points the customer's transaction links elsewhere than tronscan (the
 * sandbox's page locally).
 */
import type { WithdrawalDependencies } from '../domain/usdt-withdrawals/withdraw-usdt';
import { MAINNET_EXPLORER_TRANSACTION_URL } from '../domain/usdt-withdrawals/withdrawal-terms';
import { now } from './clock';
import { dynamoLedger } from './dynamodb-ledger';
import { loadProfile } from './profile-repository';
import { transactionPinDependencies } from './transaction-pin-dependencies';
import { hotWalletReaderFromEnvironment } from './tron/hot-wallet-reader-from-environment';
import { destinationChecksFromEnvironment } from './usdt-withdrawal-destination-checks';
import { withdrawalAddressRepository } from './withdrawal-address-repository';

export const usdtWithdrawalDependencies = (): WithdrawalDependencies => ({
  addresses: withdrawalAddressRepository,
  destination: destinationChecksFromEnvironment(),
  ledger: dynamoLedger(),
  estimateTransferFee: (request) => hotWalletReaderFromEnvironment().estimateTransferFee(request),
  kycStatusOf: async (userId) => (await loadProfile(userId))?.kycStatus ?? 'not-submitted',
  pin: transactionPinDependencies,
  now,
});

export const explorerTransactionUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.TRON_EXPLORER_TRANSACTION_URL ?? MAINNET_EXPLORER_TRANSACTION_URL;
