import { randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import type { JournalEntry } from '../../lambdas/domain/ledger/book/journal-entry';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { chainDeposit } from '../../lambdas/domain/ledger/recipes/chain-deposits';
import { accountsTable, putItems } from '../support/accounts-table';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { ledgerUnderTest, newUtr } from '../support/ledger';
import { reversal } from '../support/operator-reversal';

const newTxHash = () => randomBytes(32).toString('hex');

function storedItemsOf(userId: string) {
  const { name, documents } = accountsTable();
  return documents
    .send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      }),
    )
    .then((result) => result.Items ?? []);
}

describe('GET /me', () => {
  let customer: SignedInCustomer;
  beforeAll(async () => {
    customer = await signUpAndSignIn();
  });

  it("opens a new customer's profile with the spec defaults", async () => {
    const response = await callApi('GET', '/me', { token: customer.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const profile = ProfileSchema.parse(response.body);
    expect(profile).toMatchObject({
      email: customer.email,
      KYCVerified: false,
      fiatBalance: '00.00',
      cryptoBalance: { USDT: '00.00' },
      cryptoAddresses: { TRC20: [] },
    });
  });

  it('returns the same single profile on every call', async () => {
    const first = await callApi('GET', '/me', { token: customer.accessToken });
    const second = await callApi('GET', '/me', { token: customer.accessToken });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const profile = ProfileSchema.parse(first.body);
    const profiles = (await storedItemsOf(profile.userId)).filter((item) => item.sk === 'PROFILE');
    expect(profiles).toHaveLength(1);
  });

  it('opens exactly one profile when a new customer sends many first requests at once', async () => {
    const newcomer = await signUpAndSignIn();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => callApi('GET', '/me', { token: newcomer.accessToken })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const created = new Set(responses.map((response) => ProfileSchema.parse(response.body).createdAt));
    expect(created.size).toBe(1);
    const userId = ProfileSchema.parse(responses[0]?.body).userId;
    expect((await storedItemsOf(userId)).filter((item) => item.sk === 'PROFILE')).toHaveLength(1);
  });

  it('shows each customer only their own profile', async () => {
    const other = await signUpAndSignIn();
    const mine = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
    const theirs = ProfileSchema.parse((await callApi('GET', '/me', { token: other.accessToken })).body);
    expect(theirs.email).toBe(other.email);
    expect(theirs.userId).not.toBe(mine.userId);
  });

  it('does not cache profile responses', async () => {
    const response = await callApi('GET', '/me', { token: customer.accessToken });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the right balances when the customer holds thousands of other items', async () => {
    const busy = await signUpAndSignIn();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: busy.accessToken })).body);
    // 3,000 transaction-like items of ~500 bytes: 1.5 MB, more than one 1 MB query page. Their sort
    // keys sort between PROFILE and the WALLET# balances, so a query of the partition would stop
    // before reaching the balances.
    const filler = 'x'.repeat(450);
    await putItems(
      Array.from({ length: 3000 }, (_, index) => ({
        pk: `USER#${userId}`,
        sk: `TXN#${String(index).padStart(6, '0')}`,
        note: filler,
      })),
    );
    // Balances arrive the way money does, through journal entries, so the ledger stays sound for
    // the other files sharing this stack.
    const ledger = ledgerUnderTest();
    await ledger.post(
      bankTransferDeposit({ userId, amountMinor: 123_456_78n, utr: newUtr(), counterparty: 'HDFC ••••1234' }),
    );
    const usdtCredit = chainDeposit({
      userId,
      usdtMinor: 2_500_000n,
      txHash: newTxHash(),
      fromAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    });
    const credited = await ledger.post(usdtCredit);

    const response = await callApi('GET', '/me', { token: busy.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId,
      email: busy.email,
      fiatBalance: '123456.78',
      cryptoBalance: { USDT: '2.50' },
    });
    // That credit names a transfer no chain made: reversed, so the chain's accounts still match the
    // chain (npm run ops -- ledger reconcile) for the other files sharing this stack.
    await ledger.post(
      reversal(
        {
          id: credited.entryId ?? '',
          createdAt: new Date().toISOString(),
          entry: usdtCredit.entry as JournalEntry,
        },
        { reason: 'No such transfer on TRON', decidedBy: 'test' },
      ),
    );
  });
});
