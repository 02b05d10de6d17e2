/**
 * What the local twin (lib/local) uses of the runtime, besides the handler modules it loads by path:
 * the same money formats and TRON address rules the handlers use (so the sandboxes speak exactly what
 * the adapters expect), the provider's signature scheme, the ledger to open the house inventory with,
 * and the public test xpub deposit addresses are derived from locally. Lint lets lib/local reach
 * lambdas/ through this file and handler modules only.
 */

export { DynamoLedger } from './adapters/dynamodb-ledger';
export { checkoutSignature, webhookSignature } from './adapters/razorpay/razorpay-signatures';
export { hotWalletAddressOfKeyFile, newHotWalletKeyText } from './adapters/tron/local-transaction-signer';
export { formatAmount, parseAmount } from './domain/money';
export {
  fundInventory,
  LOCAL_OPENING_INVENTORY_MICRO_USDT,
  LOCAL_OPENING_INVENTORY_REFERENCE,
} from './domain/trade/inventory';
export { PUBLIC_TEST_ACCOUNT_XPUB } from './domain/tron/deposit-address-derivation';
export { signerAddress } from './domain/tron/transaction-signature';
export { readTransferCall, TRANSFER_FUNCTION } from './domain/tron/trc20-transfer-call';
export { isTronAddress, tronAccountHex, tronAddressFromHex } from './domain/tron/tron-address';
export {
  encodeContractCall,
  TRIGGER_SMART_CONTRACT_TYPE_URL,
  transactionIdOf,
} from './domain/tron/tron-transaction';
