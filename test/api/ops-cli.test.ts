/**
 * `npm run ops -- kyc …` against the test stack (`--local test`): the operators' command line runs
 * the reviewer routes' domain code, and records its reads and decisions as `ops-cli:<os user>`.
 */
import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountSetupViewSchema } from '../../contract/account-setup';
import { ProfileSchema } from '../../contract/profile';
import { itemsOfPartition, submittedApplication, userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

const operator = `ops-cli:${userInfo().username}`;

async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops.ts', ...args, '--local', 'test'],
      { timeout: 30_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run ops -- kyc', () => {
  let asha: SignedInCustomer;
  let userId: string;
  let submitted: Awaited<ReturnType<typeof submittedApplication>>;

  beforeAll(async () => {
    asha = await signUpAndSignIn();
    userId = userIdOf(asha);
    submitted = await submittedApplication(asha);
  });

  it('lists the pending application', async () => {
    const result = await ops('kyc', 'list', '--limit', '100');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${userId}  ${asha.email}  Asha Rao`);
  });

  it('shows it unmasked with image links, and records the read as the operator', async () => {
    const result = await ops('kyc', 'show', userId);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Aadhaar       ${submitted.kyc.aadhaarNumber}`);
    expect(result.stdout).toContain(`account ${submitted.bank.accountNumber}`);
    expect(result.stdout).toMatch(/Front image {3}http:\/\/\S+X-Amz-Expires=900/);
    const reads = await itemsOfPartition(`KYC-AUDIT#${userId}`);
    expect(reads).toContainEqual(expect.objectContaining({ reviewer: { id: operator } }));
  });

  it('refuses a rejection without a reason, and changes nothing', async () => {
    const result = await ops('kyc', 'reject', userId);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--reason');
    const setup = AccountSetupViewSchema.parse(
      (await callApi('GET', '/me/account-setup', { token: asha.accessToken })).body,
    );
    expect(setup.status).toBe('pending');
  });

  it('rejects with a reason the customer then reads', async () => {
    const reason = 'The PAN on the card does not match the one typed.';
    const result = await ops('kyc', 'reject', userId, '--reason', reason);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${userId} is now rejected`);
    const setup = AccountSetupViewSchema.parse(
      (await callApi('GET', '/me/account-setup', { token: asha.accessToken })).body,
    );
    expect(setup).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it('approves a resubmission, recorded as the operator, and only once', async () => {
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

  it('answers a customer who never submitted in plain words', async () => {
    const newcomer = await signUpAndSignIn();
    const result = await ops('kyc', 'show', userIdOf(newcomer));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has not submitted an account setup');
  });
});

describe('npm run ops -- audit reads', () => {
  it('lists the day’s reviewer reads of people’s documents: who, whose, which key, how', async () => {
    const meera = await signUpAndSignIn();
    await submittedApplication(meera);
    expect((await ops('kyc', 'show', userIdOf(meera))).code).toBe(0);
    const result = await ops('audit', 'reads', '--date', new Date().toISOString().slice(0, 10));
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.includes(userIdOf(meera)));
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
