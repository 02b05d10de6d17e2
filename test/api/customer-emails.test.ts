/**
 * Customers' emails through SES's wire protocol, delivered by the local stack's SES stand-in into the
 * local mailbox: one email each for a bank transfer credited, a transfer held for review, a KYC
 * decision and an INR withdrawal paid out or sent back by the bank, with the amount in rupees as
 * Indians write it, each figure labelled, times in IST and nothing of the customer's identity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSetupRequest } from '../../contract/account-setup';
import { DepositAccountSchema } from '../../contract/bank-transfers';
import { reviewerDecides, submittedApplication } from '../support/account-setup';
import { callApi } from '../support/api';
import { type Buyer, buyerWith } from '../support/buying';
import { sendBankTransfer, type VerifiedCustomer, visitDepositAccount } from '../support/deposits';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { decidePayout, newPayoutsAre, onlyPayoutOf, withdraw, withdrawals } from '../support/inr-withdrawals';
import { expectSoundLedger } from '../support/ledger';
import { type MailMessage, walletEmailsTo } from '../support/mailbox';
import { stackUnderTest } from '../support/stack-context';

/** Every identifying value the customer gave at account set-up: none may be in an email. */
const identityValues = (application: AccountSetupRequest) => [
  application.kyc.fullName,
  application.kyc.address.line1,
  application.kyc.address.pinCode,
  application.kyc.aadhaarNumber,
  application.kyc.panNumber,
  application.bank.accountNumber,
  application.bank.ifsc,
];

function expectNoIdentity(message: MailMessage, application: AccountSetupRequest) {
  for (const value of identityValues(application)) {
    expect(message.subject).not.toContain(value);
    expect(message.body).not.toContain(value);
  }
}

/** A customer through sign-up and set-up, approved or rejected by the local reviewer. */
async function decidedCustomer(decision: 'approve' | 'reject') {
  const customer = await signUpAndSignIn();
  expect((await callApi('GET', '/me', { token: customer.accessToken })).status).toBe(200);
  const application = await submittedApplication(customer);
  await reviewerDecides(
    customer,
    decision === 'approve' ? { decision } : { decision, reason: 'The back of the ID is blurred.' },
  );
  return { customer, application };
}

async function withDepositAccount(customer: SignedInCustomer, application: AccountSetupRequest) {
  const response = await visitDepositAccount(customer);
  expect(response.status).toBe(200);
  return {
    ...customer,
    depositAccount: DepositAccountSchema.parse(response.body),
    bank: { accountNumber: application.bank.accountNumber, ifsc: application.bank.ifsc },
  } satisfies VerifiedCustomer;
}

describe('customer emails', () => {
  let approved: { customer: SignedInCustomer; application: AccountSetupRequest };
  let rejected: { customer: SignedInCustomer; application: AccountSetupRequest };
  let depositor: VerifiedCustomer;

  beforeAll(async () => {
    [approved, rejected] = await Promise.all([decidedCustomer('approve'), decidedCustomer('reject')]);
    depositor = await withDepositAccount(approved.customer, approved.application);
  });

  it('tells a customer their identity check is approved, once, and nothing of who they are', async () => {
    const emails = await walletEmailsTo(approved.customer.email);
    expect(emails.map((email) => email.subject)).toEqual(['Your identity check is approved']);
    const [email] = emails as [MailMessage];
    expect(email.body).toMatch(
      /approved your account set-up \(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\)/,
    );
    expectNoIdentity(email, approved.application);
  });

  it("tells a rejected customer to look in the app, without the reviewer's words", async () => {
    const emails = await walletEmailsTo(rejected.customer.email);
    expect(emails.map((email) => email.subject)).toEqual(['Your identity check needs another look']);
    const [email] = emails as [MailMessage];
    expect(email.body).not.toContain('blurred');
    expectNoIdentity(email, rejected.application);
  });

  it('tells the customer a bank transfer was credited, once, with its amount', async () => {
    const customer = depositor;
    const transfer = await sendBankTransfer(customer, { amount: '123456.78' });
    expect(transfer.delivery?.status).toBe(200);
    const credited = (await walletEmailsTo(customer.email)).filter((email) =>
      email.subject.includes('added'),
    );
    expect(credited.map((email) => email.subject)).toEqual(['₹1,23,456.78 added to your wallet']);
    expect(credited[0]?.body).toContain('₹1,23,456.78 arrived by bank transfer and is in your INR wallet');
    expectNoIdentity(credited[0] as MailMessage, approved.application);
    // The provider sends the webhook again: the ledger replays it, and nobody is told twice.
    const resent = await fetch(`${stackUnderTest().sandboxUrl}/sandbox/payments/events/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventIds: [transfer.event.id] }),
    });
    expect(resent.status).toBe(200);
    expect(
      (await walletEmailsTo(customer.email)).filter((email) => email.subject.includes('added')),
    ).toHaveLength(1);
  });

  it('tells the customer a transfer is held for review, with its amount and not why', async () => {
    const customer = depositor;
    // The bank did not say which account it came from, so it is held.
    const transfer = await sendBankTransfer(customer, { amount: '2500', unknownPayer: true });
    expect(transfer.delivery?.status).toBe(200);
    const held = (await walletEmailsTo(customer.email)).filter((email) => email.subject.includes('checking'));
    expect(held.map((email) => email.subject)).toEqual(['We are checking a transfer of ₹2,500.00']);
    expect(held[0]?.body).toContain('we hold it for review before it is added to your wallet');
    expectNoIdentity(held[0] as MailMessage, approved.application);
  });
});

const IST_TIME = /\(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\)/;

/** The withdrawal the customer asked for, its one payout decided by the bank as `steps` say. */
async function withdrawalDecided(customer: Buyer, amount: string, steps: ('process' | 'reverse')[]) {
  const made = await withdraw(customer, amount);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { id } = made.body as { id: string };
  const payout = await onlyPayoutOf(id);
  for (const step of steps) await decidePayout(payout.id, step);
  return (await withdrawals(customer)).find((listed) => listed.id === id);
}

describe('withdrawal emails', () => {
  let customer: Buyer;

  // Payouts wait in processing until the test decides them, as a bank would.
  beforeAll(async () => {
    await newPayoutsAre('hold');
    customer = await buyerWith('5000');
  });
  afterAll(() => newPayoutsAre('process'));

  it('tells of a payout sent with the bank reference (UTR) and each figure labelled', async () => {
    const paid = await withdrawalDecided(customer, '2000', ['process']);
    expect(paid?.utr).toMatch(/^\w{6,}$/);
    const sent = (await walletEmailsTo(customer.email)).filter(({ subject }) =>
      subject.includes('sent to your bank'),
    );
    expect(sent.map(({ subject }) => subject)).toEqual([
      expect.stringMatching(/^₹2,000\.00 sent to your bank account \w+ •+\d{4}$/),
    ]);
    const [email] = sent as [MailMessage];
    expect(email.body).toMatch(IST_TIME);
    expect(email.body).toContain(
      [
        'Amount sent to your bank: ₹2,000.00',
        'Fee and GST: ₹11.80',
        'Taken from your wallet: ₹2,011.80',
      ].join('\n'),
    );
    expect(email.body).toContain(`Bank reference (UTR): ${paid?.utr}`);
    expect(email.body).not.toContain(customer.bank.accountNumber);
  });

  it('tells of a payout the bank sent back truthfully: it was sent, it came back, and the money is in the wallet', async () => {
    const returned = await withdrawalDecided(customer, '1234.56', ['process', 'reverse']);
    expect(returned?.status).toBe('returned');
    const emails = await walletEmailsTo(customer.email);
    expect(
      emails.filter(({ subject }) => subject.includes('₹1,234.56')).map(({ subject }) => subject),
    ).toEqual([
      'Your bank returned the ₹1,234.56 we sent',
      expect.stringMatching(/^₹1,234\.56 sent to your bank account/),
    ]);
    const [email] = emails as [MailMessage];
    expect(email.body).not.toMatch(/did not go through|could not be/);
    expect(email.body).toMatch(IST_TIME);
    expect(email.body).toContain('was returned to us by your bank');
    expect(email.body).toContain(
      ['Amount your bank returned: ₹1,234.56', 'Fee and GST: ₹11.80', 'Back in your wallet: ₹1,246.36'].join(
        '\n',
      ),
    );
    expect(email.body).toContain('is back in your INR wallet');
    expect(email.body).not.toContain(customer.bank.accountNumber);
    await expectSoundLedger();
  });
});
