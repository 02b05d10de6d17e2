import { describe, expect, it } from 'vitest';
import {
  accountItems,
  auditIndex,
  HOUSE_SHARDS,
  reviewQueueIndex,
  statusQueue,
  walletOfKey,
} from '../../../lambdas/adapters/account-items';

// The keys already stored in customers' tables: a change here would orphan their items.
describe('the accounts table keeps the keys it has stored', () => {
  it("keeps a customer's items in one partition under their user id", () => {
    expect(accountItems.profile('u-1')).toEqual({ pk: 'USER#u-1', sk: 'PROFILE' });
    expect(accountItems.session('u-1')).toEqual({ pk: 'USER#u-1', sk: 'SESSION' });
    expect(accountItems.walletBalance('u-1', 'INR')).toEqual({ pk: 'USER#u-1', sk: 'WALLET#INR' });
    expect(accountItems.walletBalance('u-1', 'USDT')).toEqual({ pk: 'USER#u-1', sk: 'WALLET#USDT' });
    expect(accountItems.kycApplication('u-1')).toEqual({ pk: 'USER#u-1', sk: 'KYC#APPLICATION' });
    expect(accountItems.kycBank('u-1')).toEqual({ pk: 'USER#u-1', sk: 'KYC#BANK' });
    expect(accountItems.kycDecision('u-1', 's-9')).toEqual({ pk: 'USER#u-1', sk: 'KYC#DECISION#s-9' });
  });

  it('keeps identity-number claims in their own partitions', () => {
    expect(accountItems.identityClaim('aadhaar', 'f1')).toEqual({ pk: 'AADHAAR#f1', sk: 'CLAIM' });
    expect(accountItems.identityClaim('pan', 'f2')).toEqual({ pk: 'PAN#f2', sk: 'CLAIM' });
  });

  it("files reviewers' reads by customer and, in gsi1, by UTC day", () => {
    expect(accountItems.reviewerRead('u-1', '2026-11-23T18:30:00.000Z', 'r-1')).toEqual({
      pk: 'KYC-AUDIT#u-1',
      sk: 'READ#2026-11-23T18:30:00.000Z#r-1',
      gsi1pk: 'AUDIT#2026-11-23',
      gsi1sk: '2026-11-23T18:30:00.000Z#u-1',
    });
    expect(auditIndex.partition('2026-11-23')).toBe('AUDIT#2026-11-23');
  });

  it('queues pending applications oldest first', () => {
    expect(reviewQueueIndex.keys({ submittedAt: '2026-11-23T10:00:00.000Z', userId: 'u-1' })).toEqual({
      gsi1pk: 'KYC#pending',
      gsi1sk: '2026-11-23T10:00:00.000Z#u-1',
    });
  });

  it("keeps the ledger's items where the ledger wrote them", () => {
    expect(accountItems.transaction('u-1', 'INR', '01JDZ0000000000000000000AB')).toEqual({
      pk: 'USER#u-1',
      sk: 'TXN#INR#01JDZ0000000000000000000AB',
    });
    expect(accountItems.entry('01JDZ0000000000000000000AB')).toEqual({
      pk: 'ENTRY#01JDZ0000000000000000000AB',
      sk: 'ENTRY',
    });
    expect(accountItems.reference({ source: 'utr', id: 'HDFC0000123' })).toEqual({
      pk: 'REF#utr:HDFC0000123',
      sk: 'REF',
    });
    expect(statusQueue('held', '2026-11-23T10:00:00.000Z', 'T1')).toEqual({
      gsi1pk: 'TXN-STATUS#held',
      gsi1sk: '2026-11-23T10:00:00.000Z#T1',
    });
    expect(statusQueue('succeeded', '2026-11-23T10:00:00.000Z', 'T1')).toBeUndefined();
  });

  it("spreads a house account's postings over its shards, the same entry always to the same shard", () => {
    const entries = Array.from({ length: 400 }, (_, index) => `01JDZ${String(index).padStart(21, '0')}`);
    const partitions = entries.map((entry) => accountItems.housePosting('card-clearing', entry).pk);
    expect(new Set(partitions).size).toBe(HOUSE_SHARDS);
    for (const pk of partitions) expect(pk).toMatch(/^HOUSE#card-clearing#\d{2}$/);
    expect(accountItems.housePosting('card-clearing', entries[7] ?? '').pk).toBe(partitions[7]);
  });

  it('reads the wallet back from its key', () => {
    expect(walletOfKey(accountItems.walletBalance('u-1', 'USDT'))).toEqual({
      userId: 'u-1',
      currency: 'USDT',
    });
  });
});
