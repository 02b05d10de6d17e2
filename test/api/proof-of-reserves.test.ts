/**
 * Proof of reserves through the HTTP API: anyone reads the published root and totals; a signed-in
 * customer reads their own leaf and path, which verify against that root by the browser's own check;
 * `ops reserves` sets customers' balances against the house's assets and exits 1 on a shortfall.
 */
import { describe, expect, it } from 'vitest';
import { microOf, paiseOf, verifyReservesProof } from '../../contract/merkle-sum-proof';
import type { ReservesProof } from '../../contract/proof-of-reserves';
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { formatAmount, formatRupees } from '../../lambdas/domain/money';
import { callApi } from '../support/api';
import { sandboxControl } from '../support/deposits';
import { signUpAndSignIn } from '../support/identity';
import { ops } from '../support/ops-cli';
import {
  creditInr,
  hotWalletCoveringReserves,
  publishedReserves,
  publishReservesNow,
  reservesCheck,
  reservesProofOf,
} from '../support/proof-of-reserves';
import { stackUnderTest } from '../support/stack-context';
import { sendOnChain } from '../support/tron-chain';
import { freshAddress, stackSender } from '../support/tron-sending';

/** A customer who has opened the app (so has a profile), with `paise` in their INR wallet. */
async function customerHolding(paise: bigint) {
  const customer = await signUpAndSignIn();
  expect((await callApi('GET', '/me', { token: customer.accessToken })).status).toBe(200);
  if (paise > 0n) await creditInr(customer, paise);
  return customer;
}

describe('proof of reserves', { timeout: 120_000 }, () => {
  it('publishes a root anyone can read, and gives each customer only their own leaf, which verifies against it', async () => {
    const [asha, ravi] = await Promise.all([customerHolding(1_234_50n), customerHolding(0n)]);
    const published = await publishReservesNow();

    const anyone = await publishedReserves();
    expect(anyone.status).toBe(200);
    expect(anyone.body.latest).toEqual(published);

    const ashaProof = (await reservesProofOf(asha)) as ReservesProof;
    expect(ashaProof.leaf).toMatchObject({ inr: '1234.50', usdt: '0.000000' });
    expect(verifyReservesProof(ashaProof, published)).toEqual({
      verified: true,
      inr: '1234.50',
      usdt: '0.000000',
      date: published.date,
    });
    // A customer with nothing is a leaf too, and their proof is theirs, not Asha's.
    const raviProof = (await reservesProofOf(ravi)) as ReservesProof;
    expect(raviProof.leaf).toMatchObject({ inr: '0.00', usdt: '0.000000' });
    expect(raviProof.leaf.id).not.toBe(ashaProof.leaf.id);
    expect(verifyReservesProof(raviProof, published).verified).toBe(true);

    // The published totals are what the book owes customers, folded from their postings, to the
    // paisa and the micro-USDT (nothing moves customers' money between the two reads in this run).
    const book = await checkLedgerTable();
    expect({ inr: paiseOf(published.totals.inr), usdt: microOf(published.totals.usdt) }).toEqual({
      inr: book.owedToCustomers.INR ?? 0n,
      usdt: book.owedToCustomers.USDT ?? 0n,
    });
    expect(paiseOf(published.totals.inr)).toBeGreaterThanOrEqual(1_234_50n);

    // Asha's balance changed after the tree was built: her proof still shows the balance it published.
    await creditInr(asha, 100n);
    expect(((await reservesProofOf(asha)) as ReservesProof).leaf.inr).toBe('1234.50');
  });

  it('tells a customer who joined after the latest tree that the next one will hold them', async () => {
    await publishReservesNow();
    const late = await customerHolding(0n);
    const answer = await reservesProofOf(late);
    expect(answer).toMatchObject({ status: 404 });
  });

  it('ops reserves passes while the house holds what customers own, and exits 1 once the hot wallet is drained', async () => {
    await customerHolding(5_000_00n);
    await hotWalletCoveringReserves();
    // The command's own code in this process (a CLI start costs seconds); the CLI's exit code is below.
    const sound = await reservesCheck();
    const hotWallet = await stackSender().balances();
    expect(sound).toContain(`The hot wallet on TRON: ${formatAmount(hotWallet.usdtMicro, 'USDT')} USDT`);
    const { balance } = (await sandboxControl('GET', '/payouts')) as unknown as { balance: number };
    expect(sound).toContain(`At RazorpayX: the payout account’s balance: ${formatRupees(BigInt(balance))}`);
    expect(sound).toMatch(/^INR: surplus of ₹[\d,.]+$/m);
    expect(sound).toMatch(/^USDT: surplus of [\d.]+ USDT$/m);

    // Every USDT the hot wallet holds leaves for an address that is not ours, and comes back after.
    const hotWalletAddress = stackUnderTest().handlerEnv.TRON_HOT_WALLET_ADDRESS ?? '';
    const outside = freshAddress();
    const all = formatAmount(hotWallet.usdtMicro, 'USDT');
    await sendOnChain({ from: hotWalletAddress, to: outside, amount: all });
    try {
      const drained = await ops('reserves');
      expect(drained.code).toBe(1);
      expect(drained.stdout + drained.stderr).toContain('The hot wallet on TRON: 00.00 USDT');
      expect(drained.stderr).toMatch(/^USDT: SHORTFALL of [\d.]+ USDT$/m);
      expect(drained.stderr).toContain('The house holds less than it owes customers.');
    } finally {
      await sendOnChain({ from: outside, to: hotWalletAddress, amount: all });
    }
  });
});
