/**
 * An operator returns a held transfer to its sender (return-to-sender.ts): held deposits go back to the
 * bank-transfer clearing account, the customer's record is `returned` with the reason, and the provider
 * refunds the payment under the key `return-<record id>`.
 */
import { ConflictError } from '../errors';
import type { TransactionRecord } from '../ledger/book/transactions';
import {
  type ReturnDecision,
  type ReturnToSender,
  type ReturnToSenderDependencies,
  returnToSender,
} from './return-to-sender';

export type HeldTransferReturnDependencies = ReturnToSenderDependencies;
export type HeldTransferReturn = ReturnToSender;

export function returnHeldTransfer(
  transfer: TransactionRecord,
  decision: ReturnDecision,
  deps: HeldTransferReturnDependencies,
): Promise<HeldTransferReturn> {
  if (transfer.type !== 'bank-transfer-deposit')
    throw new ConflictError('Only a bank transfer held for review can be returned.');
  return returnToSender(transfer, 'held', decision, deps);
}
