/**
 * A bank-transfer record as the ledger stores it, for domain unit tests: ₹1,000 credited from the
 * customer's bank, with its provider payment and entry, unless the test says otherwise.
 */
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';

export const bankTransferRecord = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id: 'T1',
  userId: 'u1',
  currency: 'INR',
  type: 'bank-transfer-deposit',
  direction: 'credit',
  amountMinor: 100_000n,
  feeMinor: 0n,
  gstMinor: 0n,
  status: 'succeeded',
  reference: 'UTR1',
  counterparty: 'NEFT from HDFC ••••1234',
  providerPaymentId: 'pay_1',
  createdAt: '',
  updatedAt: '',
  entryIds: ['E1'],
  ...overrides,
});
