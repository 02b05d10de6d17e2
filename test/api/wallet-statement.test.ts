/**
 * The CSV statement of a wallet for a range of days in India: the caller's own transactions only,
 * amounts as the ledger's decimal strings (USDT to all 6 decimals), and a bad range refused with a problem, never a 500.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactionPageSchema } from '../../contract/wallets';
import { callApi } from '../support/api';
import { sendBankTransfer, type VerifiedCustomer, verifiedCustomer } from '../support/deposits';
import { newUtr } from '../support/ledger';
import { resetClock, setClock } from '../support/local-clock';
import { withdrawerWith } from '../support/usdt-withdrawals';

const statement = (customer: { accessToken: string }, query: string) =>
  fetch(`${inject('stack').apiUrl}/wallets/inr/statement?${query}`, {
    headers: { authorization: `Bearer ${customer.accessToken}` },
  });

/** The IST day `offsetDays` from an instant, as `YYYY-MM-DD` (India is UTC+5:30 all year). */
const istDay = (iso: string, offsetDays: number) =>
  new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function onlyTransaction(customer: VerifiedCustomer) {
  const response = await callApi('GET', '/wallets/inr/transactions', { token: customer.accessToken });
  const [transaction] = TransactionPageSchema.parse(response.body).transactions;
  if (!transaction) throw new Error('The transfer left no transaction');
  return transaction;
}

describe('wallet statement', () => {
  let asha: VerifiedCustomer;
  let ravi: VerifiedCustomer;
  let ashaUtr: string;
  let raviUtr: string;
  let days: string;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([verifiedCustomer(), verifiedCustomer()]);
    ashaUtr = newUtr();
    raviUtr = newUtr();
    await sendBankTransfer(asha, { amount: '5000', utr: ashaUtr });
    await sendBankTransfer(ravi, { amount: '1234.50', utr: raviUtr });
    // Days around the credit itself, so the test holds across midnight in India.
    const { createdAt } = await onlyTransaction(asha);
    days = `from=${istDay(createdAt, -1)}&to=${istDay(createdAt, 1)}`;
  });

  it('gives the caller their own credits as a CSV attachment, with decimal-string amounts', async () => {
    const response = await statement(asha, days);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inr-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date and time (IST),Type,Description,Reference,Direction,Amount,Fee,GST,TDS,Status,Status reason',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Bank transfer deposit,[^,]*,${ashaUtr},credit,5000\\.00,0\\.00,0\\.00,0\\.00,succeeded,$`,
      ),
    );
  });

  it('writes USDT with all 6 decimals', async () => {
    const holder = await withdrawerWith('25');
    const response = await fetch(`${inject('stack').apiUrl}/wallets/usdt/statement?${days}`, {
      headers: { authorization: `Bearer ${holder.accessToken}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,credit,25\.000000,0\.000000,0\.000000,0\.000000,succeeded,/);
  });

  it("never shows another customer's transactions", async () => {
    const [ashas, ravis] = await Promise.all([
      statement(asha, days).then((response) => response.text()),
      statement(ravi, days).then((response) => response.text()),
    ]);
    expect(ashas).not.toContain(raviUtr);
    expect(ashas).not.toContain('1234.50');
    expect(ravis).toContain(raviUtr);
    expect(ravis).not.toContain(ashaUtr);
  });

  it('files a credit made after the clock was put back on its own day, not on the later day the clock had been at', async () => {
    const customer = await verifiedCustomer();
    await setClock('2030-08-14T06:30:00Z');
    try {
      await sendBankTransfer(customer, { amount: '100', utr: newUtr() });
    } finally {
      await resetClock();
    }
    const utr = newUtr();
    await sendBankTransfer(customer, { amount: '250', utr });
    const rows = (await (await statement(customer, days)).text()).trim().split('\r\n').slice(1);
    expect(rows).toEqual([expect.stringMatching(new RegExp(`,${utr},credit,250\\.00,`))]);
  });

  it('is empty but for its header for days without transactions', async () => {
    const response = await statement(asha, 'from=2020-01-01&to=2020-12-31');
    expect(response.status).toBe(200);
    expect((await response.text()).trim().split('\r\n')).toHaveLength(1);
  });

  it.each([
    ['an end before the start', 'from=2026-11-23&to=2026-11-01', /on or after/],
    ['more than 366 days', 'from=2024-01-01&to=2025-06-30', /at most 366 days/],
    ['a day the calendar has not', 'from=2026-02-30&to=2026-03-02', /real days/],
    ['a day before any wallet (and before 1970)', 'from=1970-01-01&to=1970-01-01', /2020 or later/],
    ['a date in another format', 'from=23-11-2026&to=2026-11-30', /./],
    ['a missing end', 'from=2026-11-01', /./],
    ['an unknown parameter', 'from=2026-11-01&to=2026-11-02&format=xlsx', /./],
  ])('refuses %s with a problem', async (_case, query, detail) => {
    const response = await statement(asha, query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toMatch(detail);
  });

  it('refuses a caller without a token', async () => {
    const response = await fetch(`${inject('stack').apiUrl}/wallets/inr/statement?${days}`);
    expect(response.status).toBe(401);
  });
});
