/**
 * Which bookings tell a customer by email, and in what words: a deposit credited or held, once (a
 * replay tells under the same name, so it sends only what was never sent; never when a held record only
 * shrinks), never for the house's suspense, with money in Indian format and times in IST.
 */
import { describe, expect, it } from 'vitest';
import type { LedgerWriter, PostedMovement } from '../../../../lambdas/domain/ledger/book/ledger';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { announcingBookings, bookingNotice } from '../../../../lambdas/domain/notifications/booking-notices';
import type { CustomerMessage } from '../../../../lambdas/domain/notifications/customer-messages';
import {
  customerMessages,
  istTime,
  moneyText,
} from '../../../../lambdas/domain/notifications/customer-messages';

const record = (overrides: Partial<TransactionRecord>): TransactionRecord => ({
  id: '01KN00000000000000000000A0',
  userId: 'asha',
  currency: 'INR',
  type: 'bank-transfer-deposit',
  direction: 'credit',
  amountMinor: 12_345_678n,
  feeMinor: 0n,
  gstMinor: 0n,
  status: 'succeeded',
  counterparty: 'NEFT from HDFC ••••1234',
  createdAt: '2026-11-26T12:12:00.000Z',
  updatedAt: '2026-11-26T12:12:00.000Z',
  entryIds: ['01KN00000000000000000000B0'],
  ...overrides,
});

/** A moment after the records' booking (2026-11-26 12:12 UTC). */
const SOON_AFTER = new Date('2026-11-26T12:30:00.000Z');

/** A ledger answering `posted` to every write, and a notifier that sends a name once, as SES's does. */
function recordingLedger(...answers: PostedMovement[]) {
  const told: [string, CustomerMessage][] = [];
  const names = new Set<string>();
  const next = async () => answers.shift() ?? (answers[0] as PostedMovement);
  const ledger: LedgerWriter = { post: next, transition: next };
  const notifier = {
    tell: async (userId: string, message: CustomerMessage, once?: string) => {
      if (once !== undefined && names.has(once)) return;
      if (once !== undefined) names.add(once);
      told.push([userId, message]);
    },
  };
  return { told, writer: announcingBookings(ledger, notifier, () => SOON_AFTER) };
}

const transition = (from: TransactionRecord['status'][], to: TransactionRecord['status']) => ({
  transaction: { userId: 'asha', currency: 'INR' as const, id: 'x' },
  from,
  to,
  references: [],
});

describe('booking notices', () => {
  it('tells of a credit in rupees as India writes them, at the time in India', () => {
    expect(bookingNotice(record({}))).toEqual({
      event: 'money-arrived',
      subject: '₹1,23,456.78 added to your wallet',
      text: expect.stringContaining(
        '₹1,23,456.78 arrived by bank transfer and is in your INR wallet (26 Nov 2026, 17:42 IST).',
      ),
    });
    expect(
      bookingNotice(record({ currency: 'USDT', type: 'chain-deposit', amountMinor: 25_500_000n }))?.subject,
    ).toBe('25.50 USDT added to your wallet');
  });

  it('tells of a held transfer without its reason, and nothing of a pending, debit or suspense record', () => {
    const held = bookingNotice(record({ status: 'held', statusReason: 'From ••••9876, not yours' }));
    expect(held?.subject).toBe('We are checking a transfer of ₹1,23,456.78');
    expect(held?.text).not.toContain('9876');
    expect(bookingNotice(record({ status: 'pending', type: 'card-deposit' }))).toBeUndefined();
    expect(bookingNotice(record({ type: 'buy-usdt', direction: 'debit' }))).toBeUndefined();
    expect(bookingNotice(record({ userId: 'suspense', status: 'unmatched' }))).toBeUndefined();
  });

  it('tells once, however often the booking is replayed', async () => {
    const credited = { entryId: 'e', transactions: [record({})] };
    const fresh = recordingLedger({ ...credited, replayed: false }, { ...credited, replayed: true });
    await fresh.writer.post({} as never);
    await fresh.writer.post({} as never);
    expect(fresh.told.map(([userId, message]) => [userId, message.event])).toEqual([
      ['asha', 'money-arrived'],
    ]);
  });

  it('tells on a replay what the write before it booked but never told (its answer was lost)', async () => {
    const replay = recordingLedger({ entryId: 'e', transactions: [record({})], replayed: true });
    await replay.writer.post({} as never);
    expect(replay.told.map(([, message]) => message.event)).toEqual(['money-arrived']);
  });

  it('tells nothing on a replay of old news: an operator rescanning last month finds it booked', async () => {
    const old = record({ updatedAt: '2026-11-20T12:12:00.000Z' });
    const replay = recordingLedger({ entryId: 'e', transactions: [old], replayed: true });
    await replay.writer.post({} as never);
    expect(replay.told).toEqual([]);
  });

  it('tells of a record that moved into credited, not of one that stayed held while part was refunded', async () => {
    const released = recordingLedger({ transactions: [record({})], replayed: false });
    await released.writer.transition(transition(['held'], 'succeeded'));
    expect(released.told).toHaveLength(1);
    const shrunk = recordingLedger({ transactions: [record({ status: 'held' })], replayed: false });
    await shrunk.writer.transition(transition(['held'], 'held'));
    expect(shrunk.told).toEqual([]);
  });

  it('writes the catalogue the withdrawal flows call, masked and in IST', () => {
    const at = new Date('2026-04-01T00:00:00Z');
    expect(istTime(at)).toBe('1 Apr 2026, 05:30 IST');
    expect(moneyText(0n, 'INR')).toBe('₹0.00');
    const inr = { currency: 'INR' as const, amountMinor: 1_23_468_58n, feeMinor: 10_00n, gstMinor: 1_80n };
    const paidOut = customerMessages.withdrawalPaidOut({
      withdrawal: inr,
      at,
      destination: 'bank account ••••1234',
      reference: 'UTR123456789',
    });
    expect(paidOut.subject).toBe('₹1,23,456.78 sent to your bank account ••••1234');
    expect(paidOut.text).toContain(
      [
        'Amount sent to your bank: ₹1,23,456.78',
        'Fee and GST: ₹11.80',
        'Taken from your wallet: ₹1,23,468.58',
      ].join('\n'),
    );
    expect(paidOut.text).toContain('Bank reference (UTR): UTR123456789');
    const returned = customerMessages.withdrawalReturnedByBank({
      withdrawal: inr,
      at,
      destination: 'bank account ••••1234',
      reference: 'UTR123456789',
    });
    expect(returned.subject).toBe('Your bank returned the ₹1,23,456.78 we sent');
    expect(returned.text).not.toContain('did not go through');
    expect(returned.text).toContain('Back in your wallet: ₹1,23,468.58');
    const usdt = { currency: 'USDT' as const, amountMinor: 11_020_000n, feeMinor: 1_020_000n, gstMinor: 0n };
    const failed = customerMessages.withdrawalFailed({ withdrawal: usdt, at }).text;
    expect(failed).toContain('Network fee: 1.02 USDT');
    expect(failed).toContain('Back in your wallet: 11.02 USDT');
    expect(failed).toContain('back in your USDT wallet');
    expect(customerMessages.withdrawalAddressAdded({ address: 'TXyz…abcd', at }).text).toContain(
      'If this was not you',
    );
  });
});
