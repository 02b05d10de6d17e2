/**
 * Customers' emails in the cloud: one SES identity for the sending domain (CDK context, with a
 * default), and ses:SendEmail on it, with the sender address, for exactly the functions that tell
 * customers something: the routes whose route-table entry has the `email` grant, and the scheduled
 * jobs that credit or hold deposits. No other function may send, and none may send from elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { DEFAULT_EMAIL_DOMAIN } from '../../lib/cloud/customer-email';
import { joinedText, type Resource, synthesizeWallet } from './wallet-template';

const wallet = synthesizeWallet();
const { ofType, single, routeFunction, routeStatements } = wallet;

const [identityId, identity] = single('AWS::SES::EmailIdentity');

type Statement = Record<string, unknown>;

/** The statements that allow sending email, with the identities they name. */
const sendingStatements = (statements: Statement[]) =>
  statements.filter((statement) =>
    [statement.Action].flat().some((action) => String(action).startsWith('ses:')),
  );

function statementsOf(fn: Resource): Statement[] {
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
    )
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const variablesOf = (fn: Resource) =>
  (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

function expectSendsFromIdentity(statements: Statement[]) {
  const sending = sendingStatements(statements);
  expect(sending.flatMap((statement) => [statement.Action].flat())).toEqual(['ses:SendEmail']);
  expect(sending.map((statement) => joinedText([statement.Resource].flat()[0]))).toEqual([
    expect.stringMatching(new RegExp(`:identity/\\{${identityId}\\}$`)),
  ]);
}

const SENDING_JOBS = [
  'Card deposit sweep (every 10 minutes)',
  'Bank transfer reconciliation (every 15 minutes)',
  'TRON deposit watcher (every minute)',
  'USDT withdrawal sender (every minute)',
  'INR withdrawal reconciliation (every 10 minutes)',
];

describe('customer emails (SES)', () => {
  it('has one email identity, for the default domain unless the context names one', () => {
    expect(identity.Properties.EmailIdentity).toBe(DEFAULT_EMAIL_DOMAIN);
    expect(identityId).toBeTruthy();
    const other = synthesizeWallet({
      context: { emailDomain: 'mail.wallet.in', emailSender: 'hello@mail.wallet.in' },
    });
    expect(other.single('AWS::SES::EmailIdentity')[1].Properties.EmailIdentity).toBe('mail.wallet.in');
    const [, webhook] = other.routeFunction(
      routes.find((route) => route.name === 'receiveRazorpayWebhook') as never,
    );
    expect(variablesOf(webhook).CUSTOMER_EMAIL_SENDER).toBe('hello@mail.wallet.in');
  });

  it('lets the webhook, the card deposit routes that credit, the KYC decision, a saved withdrawal address and an INR withdrawal (a payout refused at once) email customers', () => {
    expect(
      routes
        .filter((route) => route.grants.email)
        .map((route) => route.name)
        .sort(),
    ).toEqual(
      [
        'addWithdrawalAddress',
        'confirmCardDeposit',
        'createInrWithdrawal',
        'decideKycApplication',
        'getCardDeposit',
        'receiveRazorpayWebhook',
      ].sort(),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s may send, with the sender address, exactly when its route-table entry says so',
    (_, route) => {
      const [, fn] = routeFunction(route);
      if (route.grants.email) {
        expectSendsFromIdentity(routeStatements(route));
        expect(variablesOf(fn).CUSTOMER_EMAIL_SENDER).toBe(`no-reply@${DEFAULT_EMAIL_DOMAIN}`);
      } else {
        expect(sendingStatements(routeStatements(route))).toEqual([]);
        expect(variablesOf(fn).CUSTOMER_EMAIL_SENDER).toBeUndefined();
      }
    },
  );

  it.each(SENDING_JOBS)('lets the scheduled %s email the customers whose money it books', (description) => {
    const [, fn] = single(
      'AWS::Lambda::Function',
      (candidate) => candidate.Properties.Description === description,
    );
    expectSendsFromIdentity(statementsOf(fn));
    expect(variablesOf(fn).CUSTOMER_EMAIL_SENDER).toBe(`no-reply@${DEFAULT_EMAIL_DOMAIN}`);
  });

  it('lets no other function send email', () => {
    const routeDescriptions = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const others = ofType('AWS::Lambda::Function').filter(
      ([, fn]) =>
        !routeDescriptions.has(String(fn.Properties.Description)) &&
        !SENDING_JOBS.includes(String(fn.Properties.Description)),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const [, fn] of others) expect(sendingStatements(statementsOf(fn))).toEqual([]);
  });
});
