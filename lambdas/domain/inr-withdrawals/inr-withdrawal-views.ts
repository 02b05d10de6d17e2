/** What the withdrawal routes answer: every figure a decimal string, as the server decided it. */

import type { KycStatus } from '../../../contract/account';
import {
  type InrWithdrawal,
  type InrWithdrawalList,
  type InrWithdrawalTerms,
  inrWithdrawalLimitNames,
} from '../../../contract/inr-withdrawals';
import { namedLimits } from '../../../contract/limits';
import { DEFAULT_TRANSACTION_PAGE_SIZE } from '../../../contract/wallets';
import { GST_PERCENT } from '../india/gst';
import type { TransactionReader } from '../ledger/book/ledger';
import type { TransactionRecord } from '../ledger/book/transactions';
import { payoutAmountOf } from '../ledger/recipes/inr-withdrawals';
import { limitsView } from '../limits/limits-view';
import { formatAmount } from '../money';
import { BANK_CHANGE_NOTE, INR_WITHDRAWAL_LIMITS, withdrawalFigures } from './inr-withdrawal-terms';
import { withdrawalRefusal } from './payout-payee';

const inr = (paise: bigint) => formatAmount(paise, 'INR');

const statusOf: Partial<Record<TransactionRecord['status'], InrWithdrawal['status']>> = {
  reserved: 'processing',
  succeeded: 'paid',
  failed: 'failed',
  returned: 'returned',
};

export function withdrawalView(record: TransactionRecord): InrWithdrawal {
  return {
    id: record.id,
    amount: inr(payoutAmountOf(record)),
    fee: inr(record.feeMinor),
    gst: inr(record.gstMinor),
    debited: inr(record.amountMinor),
    status: statusOf[record.status] ?? 'processing',
    ...(record.statusReason ? { statusReason: record.statusReason } : {}),
    ...(record.status === 'succeeded' && record.reference ? { utr: record.reference } : {}),
    bankAccount: record.counterparty,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function withdrawalTermsView(situation: {
  kycStatus: KycStatus;
  bank?: InrWithdrawalTerms['bankAccount'];
  withdrawnTodayMinor: bigint;
}): InrWithdrawalTerms {
  const { feeMinor, gstMinor } = withdrawalFigures(INR_WITHDRAWAL_LIMITS.perRequest.min);
  const unavailableReason = withdrawalRefusal(situation.kycStatus);
  return {
    ...(situation.bank && !unavailableReason ? { bankAccount: situation.bank } : {}),
    ...(unavailableReason ? { unavailableReason } : {}),
    feeInr: inr(feeMinor),
    gstPercent: String(GST_PERCENT),
    gstInr: inr(gstMinor),
    limits: namedLimits(
      limitsView(INR_WITHDRAWAL_LIMITS, situation.withdrawnTodayMinor),
      inrWithdrawalLimitNames,
    ),
    bankChangeNote: BANK_CHANGE_NOTE,
  };
}

/**
 * Wallet pages read for one page of withdrawals: they share the INR wallet's list with deposits and
 * buys, and a DynamoDB query filters only after it reads, so a list page stops after this many reads.
 */
const WALLET_PAGES_PER_LIST = 5;

/** The caller's withdrawals, newest first, read from their INR wallet's records. */
export async function listInrWithdrawals(
  userId: string,
  page: { limit?: number; cursor?: string },
  reader: Pick<TransactionReader, 'list'>,
): Promise<InrWithdrawalList> {
  const wanted = page.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE;
  const withdrawals: InrWithdrawal[] = [];
  let cursor = page.cursor;
  for (let read = 0; read < WALLET_PAGES_PER_LIST && withdrawals.length < wanted; read += 1) {
    const found = await reader.list(userId, 'INR', { limit: wanted, ...(cursor ? { cursor } : {}) });
    for (const record of found.transactions)
      if (record.type === 'inr-withdrawal') withdrawals.push(withdrawalView(record));
    cursor = found.cursor;
    if (!cursor) break;
  }
  return { withdrawals, ...(cursor ? { cursor } : {}) };
}
