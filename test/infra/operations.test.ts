/**
 * What operators rely on in the cloud: the weekly full ledger scan and the daily chain reconciliation
 * with read-only access to the accounts table; the scheduled TRON watcher, card-deposit sweep and bank-transfer reconciliation, each
 * with only the access it needs; and alarms on a ledger break or a chain difference (or a check gone
 * quiet), refused webhook
 * signatures and held deposits, every one of them sending to the one alarm topic named in the outputs.
 */
import { describe, expect, it } from 'vitest';
import { type Resource, referencedIds, synthesizeWallet } from './wallet-template';

const { ofType, single, referencedByOutput, outputs } = synthesizeWallet();

const checkFunction = single(
  'AWS::Lambda::Function',
  (fn) => fn.Properties.Description === 'Ledger invariant checker (weekly full scan)',
);
/** The SES identity customers' emails come from (test/infra/customer-email.test.ts). */
const [emailIdentityId] = single('AWS::SES::EmailIdentity');
const alarmOn = (metricName: string): Resource =>
  single('AWS::CloudWatch::Alarm', (alarm) => alarm.Properties.MetricName === metricName)[1];

/** Every IAM statement attached to a function's role. */
function statementsOf(fn: Resource): Record<string, unknown>[] {
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
    )
    .flatMap(
      ([, policy]) =>
        (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
}

const actionsOf = (statements: Record<string, unknown>[]) =>
  statements.flatMap((statement) => [statement.Action].flat() as string[]);
const resourcesOf = (statements: Record<string, unknown>[]) =>
  new Set(statements.flatMap((statement) => [...referencedIds(statement.Resource)]));

/** A scheduled function by its description, and the rate of the rule that runs it. */
function scheduled(description: string) {
  const [id, fn] = single(
    'AWS::Lambda::Function',
    (candidate) => candidate.Properties.Description === description,
  );
  const [, rule] = single('AWS::Events::Rule', (candidate) =>
    referencedIds(candidate.Properties.Targets).has(id),
  );
  const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  return { fn, rate: rule.Properties.ScheduleExpression, variables, statements: statementsOf(fn) };
}

describe('the scheduled ledger checker', () => {
  it('runs check-ledger weekly, at 03:00 on Monday in India', () => {
    const [checkFunctionId] = checkFunction;
    const [, rule] = single('AWS::Events::Rule', (candidate) =>
      referencedIds(candidate.Properties.Targets).has(checkFunctionId),
    );
    expect(rule.Properties.ScheduleExpression).toBe('cron(30 21 ? * SUN *)');
    expect(rule.Properties.State ?? 'ENABLED').toBe('ENABLED');
  });

  it('may read the accounts table and write nothing', () => {
    const statements = statementsOf(checkFunction[1]);
    const actions = actionsOf(statements);
    expect(actions).toContain('dynamodb:Scan');
    expect(actions.filter((action) => /Put|Update|Delete|Write|secretsmanager|kms/.test(action))).toEqual([]);
    expect(resourcesOf(statements)).toEqual(new Set([referencedByOutput('AccountsTableName')]));
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

  const scanAlarm = (metricName: string) =>
    single(
      'AWS::CloudWatch::Alarm',
      (alarm) =>
        alarm.Properties.MetricName === metricName &&
        JSON.stringify(alarm.Properties.Dimensions) ===
          JSON.stringify([{ Name: 'service', Value: 'ledger-checker' }]),
    )[1];

  it('alarms on one break the weekly scan reports, and on a week with no scan', () => {
    expect(scanAlarm('LedgerBreaks').Properties).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Period: 86_400,
      EvaluationPeriods: 1,
    });
    // CloudWatch evaluates seven days at most: seven days in a row without a run.
    expect(scanAlarm('LedgerEntriesChecked').Properties).toMatchObject({
      Statistic: 'SampleCount',
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      Period: 86_400,
      EvaluationPeriods: 7,
      DatapointsToAlarm: 7,
      TreatMissingData: 'breaching',
    });
  });
});

describe('the scheduled TRON deposit watcher', () => {
  const [hotWalletAddressId] = single('Custom::TronHotWalletAddress');
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
    // Without deploy context the house's only address is the hot wallet, resolved at deploy time.
    expect(variables.TRON_HOUSE_ADDRESSES).toEqual({ 'Fn::GetAtt': [hotWalletAddressId, 'Address'] });
  });

  it('knows the house’s TRON addresses from the deploy context, and names them in an output for a rescan', () => {
    const house = 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7';
    const withHouse = synthesizeWallet({ context: { tronHouseAddresses: house } });
    const [, fn] = withHouse.single(
      'AWS::Lambda::Function',
      (candidate) => candidate.Properties.Description === 'TRON deposit watcher (every minute)',
    );
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const [addressId] = withHouse.single('Custom::TronHotWalletAddress');
    const houseAndHotWallet = { 'Fn::Join': ['', [`${house},`, { 'Fn::GetAtt': [addressId, 'Address'] }]] };
    expect(variables.TRON_HOUSE_ADDRESSES).toEqual(houseAndHotWallet);
    expect(withHouse.outputs.TronHouseAddresses?.Value).toEqual(houseAndHotWallet);
  });
});

describe('the scheduled chain reconciliation', () => {
  const reconciliation = scheduled('TRON chain reconciliation (daily)');

  it('runs once a day against TronGrid and mainnet’s USDT contract', () => {
    expect(reconciliation.rate).toBe('rate(1 day)');
    expect(reconciliation.variables.TRON_API_URL).toBe('https://api.trongrid.io');
    expect(reconciliation.variables.USDT_TRC20_CONTRACT).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });

  it('may read the accounts table and write nothing', () => {
    const actions = actionsOf(reconciliation.statements);
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((action) => /Put|Update|Delete|Write|secretsmanager|kms/.test(action))).toEqual([]);
    expect(resourcesOf(reconciliation.statements)).toEqual(
      new Set([referencedByOutput('AccountsTableName')]),
    );
  });

  it('alarms on one difference, and on a reconciliation that stopped reporting', () => {
    expect(alarmOn('ChainReconciliationBreaks').Properties).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Dimensions: [{ Name: 'service', Value: 'chain-reconciliation' }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'breaching',
    });
    expect(alarmOn('ChainReconciliationBreaks').Properties.Period).toBeGreaterThan(86_400);
  });
});

describe('the scheduled card deposit sweep', () => {
  const sweep = scheduled('Card deposit sweep (every 10 minutes)');

  it('runs every 10 minutes with the provider key secret’s ARN, never its value', () => {
    expect(sweep.rate).toBe('rate(10 minutes)');
    expect(sweep.variables.RAZORPAY_KEY_SECRET_ARN).toEqual({
      Ref: referencedByOutput('RazorpayKeySecretArn'),
    });
    expect(sweep.variables.RAZORPAY_WEBHOOK_SECRET_ARN).toBeUndefined();
  });

  it('may write the accounts table, read the key secret and email customers, nothing else', () => {
    expect(resourcesOf(sweep.statements)).toEqual(
      new Set([
        referencedByOutput('AccountsTableName'),
        referencedByOutput('RazorpayKeySecretArn'),
        emailIdentityId,
      ]),
    );
    const actions = actionsOf(sweep.statements);
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions).toContain('secretsmanager:GetSecretValue');
    expect(actions.filter((action) => action.startsWith('kms:'))).toEqual([]);
  });
});

describe('the scheduled bank transfer reconciliation', () => {
  const reconciliation = scheduled('Bank transfer reconciliation (every 15 minutes)');
  const hashKey = outputs.IdentityHashKeyArn?.Value as { 'Fn::GetAtt': [string, string] };

  it('runs every 15 minutes with the provider key secret’s ARN, never its value', () => {
    expect(reconciliation.rate).toBe('rate(15 minutes)');
    expect(reconciliation.variables.RAZORPAY_KEY_SECRET_ARN).toEqual({
      Ref: referencedByOutput('RazorpayKeySecretArn'),
    });
    expect(reconciliation.variables.RAZORPAY_WEBHOOK_SECRET_ARN).toBeUndefined();
  });

  it('may write the accounts table, read the key secret, fingerprint payers and email customers, nothing else', () => {
    expect(resourcesOf(reconciliation.statements)).toEqual(
      new Set([
        referencedByOutput('AccountsTableName'),
        referencedByOutput('RazorpayKeySecretArn'),
        hashKey['Fn::GetAtt'][0],
        emailIdentityId,
      ]),
    );
    const actions = actionsOf(reconciliation.statements);
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions.filter((action) => action.startsWith('kms:'))).toEqual(['kms:GenerateMac']);
  });
});
