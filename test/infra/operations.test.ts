/**
 * What operators rely on in the cloud: the hourly ledger checker with read-only access to the
 * accounts table, and alarms on a ledger break (or a checker gone quiet), refused webhook signatures
 * and held deposits, every one of them sending to the one alarm topic named in the outputs.
 */
import { describe, expect, it } from 'vitest';
import { type Resource, referencedIds, synthesizeWallet } from './wallet-template';

const { ofType, single, referencedByOutput, outputs } = synthesizeWallet();

const checker = single(
  'AWS::Lambda::Function',
  (fn) => fn.Properties.Description === 'Ledger invariant checker (hourly)',
);
const alarmOn = (metricName: string): Resource =>
  single('AWS::CloudWatch::Alarm', (alarm) => alarm.Properties.MetricName === metricName)[1];

describe('the scheduled ledger checker', () => {
  it('runs verify-ledger every hour', () => {
    const [checkerId] = checker;
    const [, rule] = single('AWS::Events::Rule', (candidate) =>
      referencedIds(candidate.Properties.Targets).has(checkerId),
    );
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(rule.Properties.State ?? 'ENABLED').toBe('ENABLED');
  });

  it('may read the accounts table and write nothing', () => {
    const roleId = (checker[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
      )
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      );
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    expect(actions).toContain('dynamodb:Scan');
    expect(actions.filter((action) => /Put|Update|Delete|Write|secretsmanager|kms/.test(action))).toEqual([]);
    const tables = statements.flatMap((statement) => [...referencedIds(statement.Resource)]);
    expect(new Set(tables)).toEqual(new Set([referencedByOutput('AccountsTableName')]));
  });
});

describe('alarms', () => {
  const topicId = referencedByOutput('AlarmTopicArn');

  it('publishes the alarm topic ARN in the outputs', () => {
    expect(outputs.AlarmTopicArn).toBeDefined();
    expect(single('AWS::SNS::Topic')[0]).toBe(topicId);
  });

  it('sends every alarm to the alarm topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThanOrEqual(3);
    for (const [, alarm] of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('alarms on one ledger break, and on a checker that stopped reporting', () => {
    expect(alarmOn('LedgerBreaks').Properties).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Dimensions: [{ Name: 'service', Value: 'ledger-checker' }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'breaching',
    });
    // Longer than the hourly schedule, so every period holds a run.
    expect(alarmOn('LedgerBreaks').Properties.Period).toBeGreaterThan(3600);
  });
});

describe('the scheduled TRON deposit watcher', () => {
  const watcher = single(
    'AWS::Lambda::Function',
    (fn) => fn.Properties.Description === 'TRON deposit watcher (every minute)',
  );

  it('runs every minute against TronGrid, watching mainnet’s USDT contract', () => {
    const [watcherId, fn] = watcher;
    const [, rule] = single('AWS::Events::Rule', (candidate) =>
      referencedIds(candidate.Properties.Targets).has(watcherId),
    );
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.TRON_API_URL).toBe('https://api.trongrid.io');
    expect(variables.USDT_TRC20_CONTRACT).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    // The local stack's public test key may never reach the cloud.
    expect(variables.TRON_PUBLIC_TEST_KEY_ALLOWED).toBeUndefined();
  });
});

describe('the scheduled card deposit sweep', () => {
  const [sweepId, sweep] = single(
    'AWS::Lambda::Function',
    (fn) => fn.Properties.Description === 'Card deposit sweep (every 10 minutes)',
  );

  it('runs every 10 minutes with the provider key secret’s ARN, never its value', () => {
    const [, rule] = single('AWS::Events::Rule', (candidate) =>
      referencedIds(candidate.Properties.Targets).has(sweepId),
    );
    expect(rule.Properties.ScheduleExpression).toBe('rate(10 minutes)');
    const variables = (sweep.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.RAZORPAY_KEY_SECRET_ARN).toEqual({ Ref: referencedByOutput('RazorpayKeySecretArn') });
    expect(variables.RAZORPAY_WEBHOOK_SECRET_ARN).toBeUndefined();
  });

  it('may write the accounts table and read the key secret, nothing else', () => {
    const roleId = (sweep.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
      )
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      );
    const resources = new Set(statements.flatMap((statement) => [...referencedIds(statement.Resource)]));
    expect(resources).toEqual(
      new Set([referencedByOutput('AccountsTableName'), referencedByOutput('RazorpayKeySecretArn')]),
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions).toContain('secretsmanager:GetSecretValue');
    expect(actions.filter((action) => action.startsWith('kms:'))).toEqual([]);
  });
});
