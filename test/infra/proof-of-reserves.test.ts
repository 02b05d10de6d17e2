/**
 * Proof of reserves in the cloud: a daily scheduled publisher that may read and write the accounts
 * table and nothing else, and the public route (no authorizer) beside the customer's own (JWT).
 */
import { describe, expect, it } from 'vitest';
import { referencedIds, synthesizeWallet } from './wallet-template';

const { single, referencedByOutput, functionStatements } = synthesizeWallet();

const [publisherId, publisher] = single(
  'AWS::Lambda::Function',
  (fn) => fn.Properties.Description === 'Proof of reserves publisher (daily)',
);

const statements = functionStatements(publisher);

const routeNamed = (routeKey: string) =>
  single('AWS::ApiGatewayV2::Route', (route) => route.Properties.RouteKey === routeKey)[1];

describe('the proof of reserves publisher', () => {
  it('runs once a day', () => {
    const [, rule] = single('AWS::Events::Rule', (candidate) =>
      referencedIds(candidate.Properties.Targets).has(publisherId),
    );
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 day)');
  });

  it('reads and writes the accounts table and touches nothing else', () => {
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:PutItem']),
    );
    expect(actions.filter((action) => /secretsmanager|kms|ses|cognito|s3:/.test(action))).toEqual([]);
    const resources = new Set(statements.flatMap((statement) => [...referencedIds(statement.Resource)]));
    expect(resources).toEqual(new Set([referencedByOutput('AccountsTableName')]));
  });
});

describe('the proof of reserves routes', () => {
  it('publishes the root to anyone and each proof only behind the JWT authorizer', () => {
    expect(routeNamed('GET /proof-of-reserves').Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(routeNamed('GET /proof-of-reserves/mine').Properties.AuthorizationType).toBe('JWT');
  });
});
