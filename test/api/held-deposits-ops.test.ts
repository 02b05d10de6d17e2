/**
 * `npm run ops -- deposits …` against the test stack: operators list the transfers held for review
 * and decide each once, releasing it to the wallet or returning it (refunded by the provider once), with
 * the ledger sound after.
 */
import { userInfo } from 'node:os';
import { expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/profile';
import { TransactionPageSchema } from '../../contract/wallets';
import { callApi } from '../support/api';
import { fiatBalance, sandboxControl, sendBankTransfer, verifiedCustomer } from '../support/deposits';
import { expectSoundLedger } from '../support/ledger';
import { ops } from '../support/ops-cli';

it('lists held transfers and releases one to the wallet or returns one to its sender, each decided once', async () => {
  const asha = await verifiedCustomer();
  const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
  const fromElsewhere = { fromAccount: '999900002222', fromIfsc: 'ICIC0000001' };
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
  expect(again.stderr).toContain('The transaction is succeeded');

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
