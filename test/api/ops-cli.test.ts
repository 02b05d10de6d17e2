/**
 * `npm run ops -- kyc …` against the test stack (`--local test`): the operators' command line runs
 * the reviewer routes' domain code, and records its reads and decisions as `ops-cli:<os user>`.
 */
import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { AccountSetupViewSchema } from '../../contract/account-setup';
import { testPortOffset } from '../../lib/local/ports';
import { itemsOfPartition, submittedApplication, userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { sandboxControl } from '../support/deposits';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { ops, opsAtPortOffset } from '../support/ops-cli';

const operator = `ops-cli:${userInfo().username}`;

/** A customer whose account setup waits for a decision. */
async function pendingCustomer() {
  const asha = await signUpAndSignIn();
  const submitted = await submittedApplication(asha);
  return { asha, userId: userIdOf(asha), submitted };
}

const accountSetupOf = async (customer: SignedInCustomer) =>
  AccountSetupViewSchema.parse(
    (await callApi('GET', '/me/account-setup', { token: customer.accessToken })).body,
  );

/** Today's UTC date, as `audit reads --date` takes it. */
const utcDate = () => new Date().toISOString().slice(0, 10);

// Each test runs the CLI up to three times, each a cold Node process.
describe('npm run ops -- kyc', { timeout: 400_000 }, () => {
  it('lists the pending application', async () => {
    const { asha, userId } = await pendingCustomer();
    const result = await ops('kyc', 'list', '--limit', '100');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${userId}  ${asha.email}  Asha Rao`);
  });

  it('shows it unmasked with image links, and records the read as the operator', async () => {
    const { userId, submitted } = await pendingCustomer();
    const result = await ops('kyc', 'show', userId);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Aadhaar       ${submitted.kyc.aadhaarNumber}`);
    expect(result.stdout).toContain(`account ${submitted.bank.accountNumber}`);
    expect(result.stdout).toMatch(/Front image {3}http:\/\/\S+X-Amz-Expires=900/);
    const reads = await itemsOfPartition(`KYC-AUDIT#${userId}`);
    expect(reads).toContainEqual(expect.objectContaining({ reviewer: { id: operator } }));
  });

  it('refuses a rejection without a reason, and changes nothing', async () => {
    const { asha, userId } = await pendingCustomer();
    const result = await ops('kyc', 'reject', userId);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--reason');
    expect((await accountSetupOf(asha)).status).toBe('pending');
  });

  it('rejects with a reason the customer then reads', async () => {
    const { asha, userId } = await pendingCustomer();
    const reason = 'The PAN on the card does not match the one typed.';
    const result = await ops('kyc', 'reject', userId, '--reason', reason);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${userId} is now rejected`);
    expect(await accountSetupOf(asha)).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it('approves a resubmission, recorded as the operator, and only once', async () => {
    const { asha, userId, submitted } = await pendingCustomer();
    const rejected = await ops('kyc', 'reject', userId, '--reason', 'The front image is cut off.');
    expect(rejected.code, rejected.stderr).toBe(0);
    await submittedApplication(asha, { aadhaar: submitted.kyc.aadhaarNumber, pan: submitted.kyc.panNumber });
    const approved = await ops('kyc', 'approve', userId);
    expect(approved.code, approved.stderr).toBe(0);
    expect(
      ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body).KYCVerified,
    ).toBe(true);
    const decisions = (await itemsOfPartition(`USER#${userId}`)).filter((item) =>
      String(item.sk).startsWith('KYC#DECISION#'),
    );
    expect(decisions.map((decision) => [decision.decision, decision.reviewer])).toEqual([
      ['reject', { id: operator }],
      ['approve', { id: operator }],
    ]);

    const again = await ops('kyc', 'approve', userId);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not waiting for a decision');
  });

  it('finds the customer by the email they signed up with, to show and to decide', async () => {
    const { asha, userId, submitted } = await pendingCustomer();
    const shown = await ops('kyc', 'show', asha.email);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`Customer      ${userId}  ${asha.email}`);
    expect(shown.stdout).toContain(`Aadhaar       ${submitted.kyc.aadhaarNumber}`);
    const approved = await ops('kyc', 'approve', asha.email);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`${userId} is now approved`);
    expect(
      ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body).KYCVerified,
    ).toBe(true);
    // The approved customer's virtual account is opened by the approval, as through the reviewers' screen.
    const { virtualAccounts } = (await sandboxControl('GET', '/')) as unknown as {
      virtualAccounts: { notes: Record<string, string> }[];
    };
    expect(virtualAccounts.filter((account) => account.notes.customer === userId)).toHaveLength(1);
  });

  it('reaches only the stack on its own port offset: run with another offset it finds none and decides nothing', async () => {
    const { asha, userId } = await pendingCustomer();
    // A second stack of this checkout would sit a hundred ports up; none runs there now.
    const otherOffset = (testPortOffset() + 100) % 1000;
    const elsewhere = await opsAtPortOffset(otherOffset, 'kyc', 'approve', userId);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('The local stack is not running');
    expect((await accountSetupOf(asha)).status).toBe('pending');
    const here = await opsAtPortOffset(testPortOffset(), 'kyc', 'show', userId);
    expect(here.code, here.stderr).toBe(0);
    expect(here.stdout).toContain(`Customer      ${userId}  ${asha.email}`);
  });

  it('says so when no account has exactly the email given, and decides nothing', async () => {
    const { asha } = await pendingCustomer();
    // One letter short of a real customer's address: a near miss must not find them.
    const nearMiss = asha.email.slice(0, -1);
    const result = await ops('kyc', 'approve', nearMiss);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No account has the email ${nearMiss}.`);
    expect((await accountSetupOf(asha)).status).toBe('pending');
  });

  it('answers a customer who never submitted in plain words', async () => {
    const newcomer = await signUpAndSignIn();
    const result = await ops('kyc', 'show', userIdOf(newcomer));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has not submitted an account setup');
  });
});

describe('npm run ops -- audit reads', { timeout: 400_000 }, () => {
  it('lists the day’s reviewer reads of people’s documents: who, whose, which key, how', async () => {
    const meera = await signUpAndSignIn();
    await submittedApplication(meera);
    // The read is filed under the UTC day it happened, which may be the next one by the time it is listed.
    const dayBefore = utcDate();
    expect((await ops('kyc', 'show', userIdOf(meera))).code).toBe(0);
    const days = [...new Set([dayBefore, utcDate()])];
    const lines: string[] = [];
    for (const day of days) {
      const result = await ops('audit', 'reads', '--date', day);
      expect(result.code, result.stderr).toBe(0);
      lines.push(...result.stdout.split('\n').filter((line) => line.includes(userIdOf(meera))));
    }
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `${operator}\\s+application\\s+${userIdOf(meera)}\\s+private/\\S+/kyc-review/\\S+/front\\.jpg$`,
        ),
      ),
      expect.stringMatching(/kyc-review\/\S+\/back\.png$/),
    ]);
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const result = await ops('audit', 'reads', '--date', '23/11/2026');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('YYYY-MM-DD');
  });
});
