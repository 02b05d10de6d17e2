/**
 * The payment provider's secrets in the cloud: two Secrets Manager secrets, kept when the stack goes,
 * named by ARN to, and readable by, only the routes whose route-table entry lists them.
 */
import { describe, expect, it } from 'vitest';
import type { ProviderSecret } from '../../contract/route-grants';
import { routes } from '../../contract/routes';
import { referencedIds, synthesizeWallet } from './wallet-template';

const { ofType, referencedByOutput, routeFunction, routeStatements } = synthesizeWallet();

const secretIdOf = (name: ProviderSecret) => {
  const output = name === 'razorpayKeySecret' ? 'RazorpayKeySecretArn' : 'RazorpayWebhookSecretArn';
  return referencedByOutput(output);
};
const routeCases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);

describe('payment provider secrets (Secrets Manager)', () => {
  it('keeps the key secret and the webhook secret as two retained secrets', () => {
    const secrets = ofType('AWS::SecretsManager::Secret');
    expect(secrets.map(([id]) => id).sort()).toEqual(
      [secretIdOf('razorpayKeySecret'), secretIdOf('razorpayWebhookSecret')].sort(),
    );
    for (const [, secret] of secrets) expect(secret.DeletionPolicy).toBe('Retain');
  });

  it.each(routeCases)('%s gets the ARNs of exactly the secrets it reads, never a value', (_, route) => {
    const [, fn] = routeFunction(route);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const expected: Record<string, unknown> = {};
    if (route.grants.secrets?.includes('razorpayKeySecret'))
      expected.RAZORPAY_KEY_SECRET_ARN = { Ref: secretIdOf('razorpayKeySecret') };
    if (route.grants.secrets?.includes('razorpayWebhookSecret'))
      expected.RAZORPAY_WEBHOOK_SECRET_ARN = { Ref: secretIdOf('razorpayWebhookSecret') };
    expect(
      Object.fromEntries(Object.entries(variables).filter(([name]) => name.startsWith('RAZORPAY_'))),
    ).toEqual(expected);
  });

  it.each(routeCases)('%s reads exactly the secrets its route-table entry lists', (_, route) => {
    const readable = (['razorpayKeySecret', 'razorpayWebhookSecret'] as const).filter((name) =>
      routeStatements(route).some(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          referencedIds(statement.Resource).has(secretIdOf(name)),
      ),
    );
    expect(readable).toEqual([...(route.grants.secrets ?? [])].sort());
  });

  it('lets the webhook read both (the signature, then the payment fetched from the provider), and the deposit account the key secret only', () => {
    const named = (name: string) => routes.find((route) => route.name === name);
    expect(named('receiveRazorpayWebhook')?.grants.secrets).toEqual([
      'razorpayWebhookSecret',
      'razorpayKeySecret',
    ]);
    expect(named('getDepositAccount')?.grants.secrets).toEqual(['razorpayKeySecret']);
  });
});

describe('the RazorpayX account payouts are paid from', () => {
  const withPayouts = synthesizeWallet({ context: { razorpayPayoutAccountNumber: '7878780080316316' } });
  const payoutAccountOf = (route: (typeof routes)[number]) => {
    const [, fn] = withPayouts.routeFunction(route);
    return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables
      .RAZORPAY_PAYOUT_ACCOUNT_NUMBER;
  };

  it('reaches every route that calls the provider with the key secret, and no other', () => {
    for (const route of routes) {
      const callsProvider = route.grants.secrets?.includes('razorpayKeySecret') ?? false;
      expect([route.name, payoutAccountOf(route)]).toEqual([
        route.name,
        callsProvider ? '7878780080316316' : undefined,
      ]);
    }
    const withdrawal = routes.find((route) => route.name === 'createInrWithdrawal');
    expect(withdrawal && payoutAccountOf(withdrawal)).toBe('7878780080316316');
  });
});
