/**
 * Deposits while the provider's webhooks are lost, sent twice and delayed out of order (the payments
 * sandbox's unreliable delivery): bank transfers to 20 customers and card payments whose browser never
 * came back. Whatever arrives, in whatever order, once the provider's retries and the reconciliation
 * (`npm run ops -- deposits reconcile`) have run, each deposit is credited exactly once, and the ledger
 * checker finds the book sound.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../lambdas/domain/money';
import { payOnCheckout, startedCardDeposit } from '../support/card-deposits';
import { type Depositor, seedDepositor } from '../support/deposit-burst';
import {
  fiatBalance,
  sandboxControl,
  untilWebhookDeliveriesSettle,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { ops } from '../support/ops-cli';

const ledger = ledgerUnderTest();
const UNRELIABLE = { drop: 0.25, duplicate: 0.4, maxDelayMs: 1_500, seed: 26 };

afterEach(async () => {
  await sandboxControl('PUT', '/webhooks', { unreliable: null });
});

/** A transfer from the depositor's verified account, its webhook sent as the sandbox now sends them. */
async function transferTo(depositor: Depositor, amountPaise: number): Promise<void> {
  await sandboxControl('POST', '/bank-transfers', {
    to: depositor.virtualAccountId,
    amount: formatAmount(BigInt(amountPaise), 'INR'),
    mode: 'IMPS',
    utr: newUtr(),
    fromAccount: depositor.payer.accountNumber,
    fromIfsc: depositor.payer.ifsc,
  });
}

describe('deposits while webhooks are lost, repeated and out of order', { timeout: 240_000 }, () => {
  it('credits every bank transfer and card payment once, after retries and the reconciliation', async () => {
    const depositors = await Promise.all(Array.from({ length: 20 }, () => seedDepositor()));
    const cardPayer = await verifiedCustomer();
    await sandboxControl('PUT', '/webhooks', { unreliable: UNRELIABLE });

    const amounts = depositors.map((_, index) => 20_000 + index * 100);
    await Promise.all(depositors.map((depositor, index) => transferTo(depositor, amounts[index] as number)));
    const cardAmounts = ['500', '750', '1250'];
    for (const amount of cardAmounts) {
      const deposit = await startedCardDeposit(cardPayer, amount);
      // The person pays and closes the tab: only the provider's webhooks (or the reconciliation) tell us.
      await payOnCheckout(deposit.deposit.orderId, 'success');
    }
    await untilWebhookDeliveriesSettle();
    const events = (await sandboxControl('GET', '/')).events as {
      state: string;
      deliveries: { kind: string }[];
    }[];
    expect(events.some(({ state }) => state === 'lost')).toBe(true);
    expect(events.some(({ deliveries }) => deliveries.some(({ kind }) => kind === 'duplicate'))).toBe(true);

    const reconciled = await ops('deposits', 'reconcile');
    expect(reconciled.code, reconciled.stderr).toBe(0);
    const again = await ops('deposits', 'reconcile');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toMatch(/[1-9]\d* (credited|held)/);

    const balances = await Promise.all(depositors.map(({ userId }) => ledger.walletBalance(userId, 'INR')));
    expect(balances).toEqual(amounts.map(BigInt));
    expect(await fiatBalance(cardPayer)).toBe('2500.00');
    await expectSoundLedger();
  });
});
