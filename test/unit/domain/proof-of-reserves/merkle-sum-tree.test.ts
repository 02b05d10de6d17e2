import { randomBytes } from 'node:crypto';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inrText,
  microOf,
  paiseOf,
  usdtText,
  verifyReservesProof,
} from '../../../../contract/merkle-sum-proof';
import type { ReservesPathStep, ReservesProof } from '../../../../contract/proof-of-reserves';
import {
  type CustomerBalances,
  reservesTree,
} from '../../../../lambdas/domain/proof-of-reserves/reserves-publication';

const PUBLISHED_AT = new Date('2026-11-26T01:00:00.000Z');

const customers = fc.array(
  fc.record({
    userId: fc.uuid(),
    // Up to ₹10 crore and 10 million USDT a customer; zero balances included (they are leaves too).
    inrPaise: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
    usdtMicro: fc.bigInt({ min: 0n, max: 10_000_000_000_000n }),
  }),
  { minLength: 1, maxLength: 40 },
);

const treeOf = (balances: readonly CustomerBalances[]) =>
  reservesTree(balances, {
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    now: () => PUBLISHED_AT,
  });

/** One hex digit of a hash or salt changed: `0` ↔ `1` keeps it well-formed. */
const flipped = (hex: string, at: number) => {
  const index = at % hex.length;
  return `${hex.slice(0, index)}${hex[index] === '0' ? '1' : '0'}${hex.slice(index + 1)}`;
};

const plusOneMinorUnit = (text: string, currency: 'inr' | 'usdt') =>
  currency === 'inr' ? inrText(paiseOf(text) + 1n) : usdtText(microOf(text) + 1n);

describe('the Merkle-sum tree of customers’ balances', () => {
  it("verifies every customer's leaf and path against the published root and totals", () => {
    fc.assert(
      fc.property(customers, (balances) => {
        const { published, proofs } = treeOf(balances);
        expect(published.leafCount).toBe(balances.length);
        for (const { proof } of proofs)
          expect(verifyReservesProof(proof, published)).toEqual({
            verified: true,
            inr: proof.leaf.inr,
            usdt: proof.leaf.usdt,
            date: '2026-11-26',
          });
      }),
    );
  });

  it("publishes totals equal to the sums of every customer's balances, to the minor unit", () => {
    fc.assert(
      fc.property(customers, (balances) => {
        const { published, proofs } = treeOf(balances);
        const inr = balances.reduce((sum, each) => sum + each.inrPaise, 0n);
        const usdt = balances.reduce((sum, each) => sum + each.usdtMicro, 0n);
        expect(published.totals).toEqual({ inr: inrText(inr), usdt: usdtText(usdt) });
        const byUser = new Map(proofs.map(({ userId, proof }) => [userId, proof.leaf]));
        for (const customer of balances)
          expect(byUser.get(customer.userId)).toMatchObject({
            inr: inrText(customer.inrPaise),
            usdt: usdtText(customer.usdtMicro),
          });
      }),
    );
  });

  it('fails a proof whose balance, salt or leaf id was changed', () => {
    fc.assert(
      fc.property(
        customers,
        fc.nat(),
        fc.constantFrom('inr', 'usdt', 'salt', 'id'),
        fc.nat(),
        (balances, which, field, at) => {
          const { published, proofs } = treeOf(balances);
          const { proof } = proofs[which % proofs.length] as { proof: ReservesProof };
          const leaf =
            field === 'inr' || field === 'usdt'
              ? { ...proof.leaf, [field]: plusOneMinorUnit(proof.leaf[field], field) }
              : { ...proof.leaf, [field]: flipped(proof.leaf[field], at) };
          expect(verifyReservesProof({ ...proof, leaf }, published).verified).toBe(false);
        },
      ),
    );
  });

  it("fails a proof whose path sibling's hash or sum was changed, even by one minor unit", () => {
    fc.assert(
      fc.property(
        customers.filter((balances) => balances.length > 1),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('hash', 'inr', 'usdt', 'side'),
        fc.nat(),
        (balances, which, stepAt, field, at) => {
          const { published, proofs } = treeOf(balances);
          const { proof } = proofs[which % proofs.length] as { proof: ReservesProof };
          const index = stepAt % proof.path.length;
          const step = proof.path[index] as ReservesPathStep;
          const changed: ReservesPathStep =
            field === 'hash'
              ? { ...step, hash: flipped(step.hash, at) }
              : field === 'side'
                ? { ...step, side: step.side === 'left' ? 'right' : 'left' }
                : { ...step, [field]: plusOneMinorUnit(step[field], field) };
          const path = proof.path.map((each, position) => (position === index ? changed : each));
          expect(verifyReservesProof({ ...proof, path }, published).verified).toBe(false);
        },
      ),
    );
  });

  it('fails a proof against totals published one minor unit smaller or a root of another tree', () => {
    fc.assert(
      fc.property(customers, fc.nat(), (balances, which) => {
        const { published, proofs } = treeOf(balances);
        const { proof } = proofs[which % proofs.length] as { proof: ReservesProof };
        const shrunk = {
          ...published,
          totals: { ...published.totals, usdt: usdtText(microOf(published.totals.usdt) + 1n) },
        };
        expect(verifyReservesProof(proof, shrunk).verified).toBe(false);
        const other = treeOf(balances).published;
        expect(verifyReservesProof(proof, { ...other, treeId: published.treeId }).verified).toBe(false);
      }),
    );
  });

  it('gives every leaf a fresh salt and an id that is not the customer’s', () => {
    const balances = [{ userId: '6f1c2a0e-5b7d-4c1e-9a51-3d2f8e4b7c90', inrPaise: 0n, usdtMicro: 0n }];
    const first = treeOf(balances).proofs[0]?.proof.leaf;
    const second = treeOf(balances).proofs[0]?.proof.leaf;
    expect(first?.salt).toHaveLength(64);
    expect(first?.salt).not.toBe(second?.salt);
    expect(first?.id).not.toBe(second?.id);
    expect(first?.id).not.toContain('6f1c2a0e');
  });
});
