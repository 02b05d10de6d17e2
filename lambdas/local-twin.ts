/**
 * What the local twin (lib/local) uses of the runtime, besides the handler modules it loads by path:
 * the same money formats and TRON address rules the handlers use (so the sandboxes speak exactly what
 * the adapters expect), the handlers' clock (so the sandboxes keep its time), the provider's signature
 * scheme, the ledger to open the house inventory with, and the public test xpub deposit addresses are
 * derived from locally. Lint lets lib/local reach
 * lambdas/ through this file and handler modules only.
 */

export {
  LOCAL_CLOCK_FILE_VARIABLE,
  type LocalClockState,
  localClockOffsetMs,
  nowMs as clockNowMs,
} from './adapters/clock';
export { DynamoLedger } from './adapters/dynamodb-ledger';
export { checkoutSignature, webhookSignature } from './adapters/razorpay/razorpay-signatures';
export { hotWalletAddressOfKeyFile, newHotWalletKeyText } from './adapters/tron/local-transaction-signer';
export { formatAmount, parseAmount } from './domain/money';
export type { PayoutMode, PayoutStatus } from './domain/payments/payout-provider';
export {
  fundInventory,
  LOCAL_OPENING_INVENTORY_MICRO_USDT,
  LOCAL_OPENING_INVENTORY_REFERENCE,
} from './domain/trade/inventory';
export { PUBLIC_TEST_ACCOUNT_XPUB } from './domain/tron/deposit-address-derivation';
export { encodeFreezeBalanceV2, FREEZE_BALANCE_V2_TYPE_URL } from './domain/tron/stake-transaction';
export { signerAddress } from './domain/tron/transaction-signature';
export { readTransferCall, TRANSFER_FUNCTION } from './domain/tron/trc20-transfer-call';
export { isTronAddress, tronAccountHex, tronAddressFromHex } from './domain/tron/tron-address';
export {
  encodeContractCall,
  TRIGGER_SMART_CONTRACT_TYPE_URL,
  transactionIdOf,
} from './domain/tron/tron-transaction';
