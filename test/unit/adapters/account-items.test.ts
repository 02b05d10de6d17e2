import { describe, expect, it } from 'vitest';
import { accountItems, auditIndex, reviewQueueIndex } from '../../../lambdas/adapters/account-items';

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
});
