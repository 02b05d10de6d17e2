/**
 * A transfer whose webhook was lost on the way: the provider holds the money on the customer's virtual
 * account, and the reconciliation (`npm run ops -- deposits reconcile`, the scheduled function in the
 * cloud) records it as the webhook would have, once, however often it runs or the webhook comes after.
 */
import { expect, it } from 'vitest';
import { TransactionPageSchema } from '../../contract/wallets';
import { callApi } from '../support/api';
import {
  deliverWebhook,
  fiatBalance,
  sandboxEventPayload,
  sendBankTransfer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger } from '../support/ledger';
import { ops } from '../support/ops-cli';

it('credits a transfer whose webhook never came, once, when the reconciliation runs', async () => {
  const asha = await verifiedCustomer();
  const lostFromVerified = await sendBankTransfer(asha, { amount: '3100', loseWebhook: true });
  const lostFromElsewhere = await sendBankTransfer(asha, {
    amount: '400',
    fromAccount: '999900003333',
    fromIfsc: 'ICIC0000001',
    loseWebhook: true,
  });
  expect(await fiatBalance(asha)).toBe('00.00');

  const first = await ops('deposits', 'reconcile');
  expect(first.code, first.stderr).toBe(0);
  // Counts cover the whole test stack (other files' transfers too): the customer's own state says more.
  expect(first.stdout).toMatch(/Recorded what their webhooks never brought: .*\d+ credited/);
  expect(first.stdout).toMatch(/\d+ held/);
  const again = await ops('deposits', 'reconcile');
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).not.toMatch(/\d+ (credited|held)/);

  // The webhook turns up after all: nothing more moves.
  const late = await deliverWebhook(
    JSON.stringify(await sandboxEventPayload(lostFromVerified.event.id)),
    lostFromVerified.event.id,
  );
  expect(await late.json()).toEqual({ status: 'already-recorded' });

  expect(await fiatBalance(asha)).toBe('3100.00');
  const { transactions } = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions', { token: asha.accessToken })).body,
  );
  expect(transactions.map(({ reference, status }) => ({ reference, status }))).toEqual([
    { reference: lostFromElsewhere.utr, status: 'held' },
    { reference: lostFromVerified.utr, status: 'succeeded' },
  ]);
  await expectSoundLedger();
});
