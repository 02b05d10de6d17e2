/**
 * `npm run ops -- deposits …` against the test stack: operators list the transfers held for review
 * and decide each once, releasing it to the wallet or returning it (refunded by the provider once), with
 * the ledger sound after.
 */
import { userInfo } from 'node:os';
import { beforeAll, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { TransactionPageSchema } from '../../contract/wallets';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from '../support/api';
import {
  fiatBalance,
  sandboxControl,
  sendBankTransfer,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, newUtr } from '../support/ledger';
import { deposits, ops } from '../support/ops-cli';

const fromElsewhere = { fromAccount: '999900002222', fromIfsc: 'ICIC0000001' };

beforeAll(() => {
  // The ops commands' own code, run in this process against the test stack (as `--local test` does).
  applyHandlerEnv(inject('stack').handlerEnv);
});

async function heldHandle(customer: VerifiedCustomer, utr: string): Promise<string> {
  const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  const { transactions } = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions?limit=100', { token: customer.accessToken })).body,
  );
  const found = transactions.find((each) => each.reference === utr);
  if (!found) throw new Error(`No transaction with UTR ${utr}`);
  return `${userId}/${found.id}`;
}

async function statusOf(customer: VerifiedCustomer, utr: string) {
  const { transactions } = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions?limit=100', { token: customer.accessToken })).body,
  );
  return transactions.find((each) => each.reference === utr)?.status;
}

const release = (customer: string) => deposits({ command: 'release', customer });

it('lists held transfers and releases one to the wallet or returns one to its sender, each decided once', async () => {
  const asha = await verifiedCustomer();
  const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
  const first = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
  const second = await sendBankTransfer(asha, { amount: '2500', ...fromElsewhere });
  const { transactions } = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions', { token: asha.accessToken })).body,
  );
  const idOf = (utr: string) => transactions.find((each) => each.reference === utr)?.id;

  const listed = await ops('deposits', 'held', '--limit', '100');
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.stdout).toContain(`${userId}/${idOf(first.utr)}  ₹1,500  UTR ${first.utr}`);

  const released = await ops(
    'deposits',
    'release',
    `${userId}/${idOf(first.utr)}`,
    '--reason',
    'Her joint account',
  );
  expect(released.code, released.stderr).toBe(0);
  expect(released.stdout).toContain(`decided by ops-cli:${userInfo().username}`);
  const again = await ops('deposits', 'return', `${userId}/${idOf(first.utr)}`, '--reason', 'Not hers');
  expect(again.code).toBe(1);
  expect(again.stderr).toContain(`This was already released by ops-cli:${userInfo().username} at 20`);

  const refusedWithoutReason = await ops('deposits', 'return', `${userId}/${idOf(second.utr)}`);
  expect(refusedWithoutReason.code).toBe(1);
  const returned = await ops(
    'deposits',
    'return',
    `${userId}/${idOf(second.utr)}`,
    '--reason',
    'Not from your account',
  );
  expect(returned.code, returned.stderr).toBe(0);
  expect(returned.stdout).toMatch(
    /^Returned ₹2,500 \(UTR \w+\) to the account it came from: refund rfnd_\w+ \(processed, ₹2,500\)/,
  );
  // The provider sent the whole transfer back, once, even when the return is run again.
  const rerun = await ops('deposits', 'return', `${userId}/${idOf(second.utr)}`, '--reason', 'Again');
  expect(rerun.code, rerun.stderr).toBe(0);
  expect(rerun.stdout).toMatch(
    /was already returned \(Not from your account\); the provider has its refund rfnd_/,
  );
  const { payments } = (await sandboxControl('GET', '/')) as {
    payments: { id: string; amount_refunded: number; status: string }[];
  };
  expect(payments.find((payment) => payment.id === second.paymentId)).toMatchObject({
    amount_refunded: 250000,
    status: 'refunded',
  });
  expect(payments.find((payment) => payment.id === first.paymentId)).toMatchObject({ amount_refunded: 0 });

  expect(await fiatBalance(asha)).toBe('1500.00');
  const after = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions', { token: asha.accessToken })).body,
  ).transactions;
  expect(after.find((each) => each.reference === first.utr)).toMatchObject({
    status: 'succeeded',
    statusReason: 'Her joint account',
  });
  expect(after.find((each) => each.reference === second.utr)).toMatchObject({
    status: 'returned',
    statusReason: 'Not from your account',
  });
  expect((await ops('deposits', 'held', '--limit', '100')).stdout).not.toContain(userId);
  await expectSoundLedger();
});

it('asks the provider first, and neither releases nor returns a payment it reports refunded beyond what the book has booked (one refunded in full its refund webhook returned already)', async () => {
  const asha = await verifiedCustomer();
  const partly = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
  const wholly = await sendBankTransfer(asha, { amount: '2000', ...fromElsewhere });
  // Someone at the business refunds them from the provider's dashboard before ops decide; the part
  // refund's webhooks are lost on the way, so the book does not know of it yet.
  await sandboxControl('POST', `/payments/${partly.paymentId}/refund`, { amount: '500', loseWebhooks: true });
  await sandboxControl('POST', `/payments/${wholly.paymentId}/refund`, {});

  await expect(release(await heldHandle(asha, partly.utr))).rejects.toThrow(
    `Not released: the provider reports payment ${partly.paymentId} refunded in part (₹500 of ₹1,500), and ₹1,500 of it is held here: its refund is booked first`,
  );
  await expect(release(await heldHandle(asha, wholly.utr))).rejects.toThrow(
    'This transfer was already returned by the payment provider',
  );
  await expect(
    deposits({
      command: 'return',
      customer: await heldHandle(asha, partly.utr),
      reason: 'Not yours',
    }),
  ).rejects.toThrow(`Not returned: the provider reports payment ${partly.paymentId} refunded in part`);

  expect(await fiatBalance(asha)).toBe('00.00');
  expect([await statusOf(asha, partly.utr), await statusOf(asha, wholly.utr)]).toEqual(['held', 'returned']);
  await expectSoundLedger();

  // Once the reconciliation has booked the part refund, the rest is released, and only the rest.
  await deposits({ command: 'reconcile' });
  expect(await release(await heldHandle(asha, partly.utr))).toMatch(/^Released ₹1,000 /);
  expect(await fiatBalance(asha)).toBe('1000.00');
  await expectSoundLedger();
});

it('releases a held transfer once when three operators release it at the same moment, and tells the others who did', async () => {
  const asha = await verifiedCustomer();
  const sent = await sendBankTransfer(asha, { amount: '1200', ...fromElsewhere });
  const handle = await heldHandle(asha, sent.utr);

  const answers = await Promise.all([release(handle), release(handle), release(handle)]);

  const operator = `ops-cli:${userInfo().username}`;
  expect(answers.filter((answer) => answer.startsWith('Released ₹1,200'))).toHaveLength(1);
  const others = answers.filter((answer) => !answer.startsWith('Released'));
  expect(others).toHaveLength(2);
  for (const answer of others)
    expect(answer).toMatch(
      new RegExp(
        `^₹1,200 \\(UTR ${sent.utr}\\) was already released by ${operator} at 20\\d\\d-.+; nothing moved now\\.$`,
      ),
    );
  expect(await fiatBalance(asha)).toBe('1200.00');
  await expectSoundLedger();
});

it('counts a released transfer in the day it is released towards the daily bank-transfer limit', async () => {
  const ravi = await verifiedCustomer();
  // ₹4,00,000 credited today of ₹5,00,000 a day.
  for (let each = 0; each < 2; each += 1)
    await sendBankTransfer(ravi, { amount: '200000', utr: newUtr().slice(0, 22) });
  const tooMuch = await sendBankTransfer(ravi, { amount: '150000', ...fromElsewhere });
  const fits = await sendBankTransfer(ravi, { amount: '100000', ...fromElsewhere });
  expect(await fiatBalance(ravi)).toBe('400000.00');

  await expect(release(await heldHandle(ravi, tooMuch.utr))).rejects.toThrow(
    /^Not released: ₹1,50,000 would take the customer's bank transfers of \d{4}-\d{2}-\d{2} \(India\) past ₹5,00,000, the limit a day\. It stays held/,
  );
  expect(await release(await heldHandle(ravi, fits.utr))).toMatch(/^Released ₹1,00,000/);
  expect(await fiatBalance(ravi)).toBe('500000.00');
  expect(await statusOf(ravi, tooMuch.utr)).toBe('held');
  // The released ₹1,00,000 counted: the day's limit is reached, so even ₹100 from the verified account is held.
  const after = await sendBankTransfer(ravi, { amount: '100' });
  expect(await statusOf(ravi, after.utr)).toBe('held');
  expect(await fiatBalance(ravi)).toBe('500000.00');
  await expectSoundLedger();
});
