/**
 * The transaction PIN's lockout holds under concurrency: each attempt is counted before it is judged,
 * so a burst of guesses sent at once gets no more than five judged, and once the lock holds even the
 * right PIN is refused.
 */
import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import { accountItems } from '../../lambdas/adapters/account-items';
import { userIdOf } from '../support/account-setup';
import { storedAccountsItem } from '../support/accounts-table';
import { type ApiResponse, callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

async function storedPinHash(customer: SignedInCustomer): Promise<unknown> {
  return (await storedAccountsItem(accountItems.profile(userIdOf(customer))))?.transactionPinHash;
}

const changePin = (customer: SignedInCustomer, currentPin: string) =>
  callApi('PUT', '/me/transaction-pin', { token: customer.accessToken, body: { pin: '662607', currentPin } });

/** Resolves with the first answer that says the PIN is locked. */
const firstLockRefusal = (answers: Promise<ApiResponse>[]) =>
  Promise.any(
    answers.map((answer) =>
      answer.then((response) => (response.status === 429 ? response : Promise.reject(response))),
    ),
  );

describe('the transaction PIN lockout under concurrent guesses', () => {
  it('judges at most five of twelve wrong PINs sent at once, tells the unjudged ones so, and then refuses the right one', async () => {
    const guesser = await signUpAndSignIn();
    expect((await callApi('GET', '/me', { token: guesser.accessToken })).status).toBe(200);
    expect(
      (await callApi('PUT', '/me/transaction-pin', { token: guesser.accessToken, body: { pin: '314159' } }))
        .status,
    ).toBe(204);
    const hashBefore = await storedPinHash(guesser);

    const guesses = Array.from({ length: 12 }, (_, index) => changePin(guesser, `0000${10 + index}`));
    // While the other guesses are still in flight, the right PIN arrives once the lock holds.
    await firstLockRefusal(guesses);
    const rightPin = changePin(guesser, '314159');
    const answers = await Promise.all(guesses);

    const judgedWrong = answers.filter((answer) => answer.status === 403);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(judgedWrong.length + refused.length).toBe(12);
    // Five judged: four answered 'wrong', the fifth started the lock; every other guess was never judged.
    expect(judgedWrong.length).toBeLessThanOrEqual(4);
    // A guess that waited for its turn while the others were judged was never checked itself, and is
    // told so; only a guess judged wrong, or one that came after the lock, hears 'Too many wrong PINs'.
    const details = refused.map((answer) => ProblemSchema.parse(answer.body).detail);
    for (const detail of details)
      expect(detail).toMatch(
        /^(Too many wrong PINs\. Please try again in 1?\d minutes?\.|Too many PIN checks at once: this PIN was not checked, and the wrong PINs sent with it have locked it\. Please try again in 1?\d minutes?\.)$/,
      );
    expect(
      details.filter((detail) => detail?.startsWith('Too many PIN checks at once')).length,
    ).toBeGreaterThan(0);

    const right = await rightPin;
    expect(right.status).toBe(429);
    expect(ProblemSchema.parse(right.body).detail).toBe(
      'Too many wrong PINs. Please try again in 15 minutes.',
    );
    expect(await storedPinHash(guesser)).toBe(hashBefore);
  });
});
