/**
 * The ledger checker on the accounts table's stream in the cloud: the stream on the table (from the one
 * table description), the event source mapping that keeps one item's changes in order and retries from
 * the change that failed, what the function may touch, and its alarms.
 */
import { describe, expect, it } from 'vitest';
import { tableById } from '../../definitions/tables';
import { referencedIds, synthesizeWallet } from './wallet-template';

const { ofType, single, referencedByOutput, resources } = synthesizeWallet();

const [functionId, checkFunction] = single(
  'AWS::Lambda::Function',
  (fn) => fn.Properties.Description === 'Ledger invariant checker on the accounts table stream',
);
const [, mapping] = single('AWS::Lambda::EventSourceMapping');
const accountsTableId = referencedByOutput('AccountsTableName');

describe('the stream ledger checker', () => {
  it('reads the accounts table stream, with both images of every change', () => {
    const table = resources[accountsTableId];
    expect(table?.Properties.StreamSpecification).toEqual({ StreamViewType: tableById('accounts').stream });
    expect(tableById('accounts').stream).toBe('NEW_AND_OLD_IMAGES');
    expect(referencedIds(mapping.Properties.EventSourceArn).has(accountsTableId)).toBe(true);
    expect(referencedIds(mapping.Properties.FunctionName).has(functionId)).toBe(true);
  });

  it('takes one batch at a time per shard, retries from the change that failed, and gives up to a queue', () => {
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 500,
      MaximumBatchingWindowInSeconds: 1,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
    });
    const destination = (mapping.Properties.DestinationConfig as { OnFailure: { Destination: unknown } })
      .OnFailure.Destination;
    const [queueId] = single('AWS::SQS::Queue');
    expect(referencedIds(destination).has(queueId)).toBe(true);
  });

  it('writes only its own table, and needs no stream SDK: Lambda reads the stream', () => {
    const roleId = (checkFunction.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
      )
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      );
    const writes = statements.filter((statement) =>
      ([statement.Action].flat() as string[]).some((action) =>
        /PutItem|UpdateItem|DeleteItem|Write/.test(action),
      ),
    );
    expect(new Set(writes.flatMap((statement) => [...referencedIds(statement.Resource)]))).toEqual(
      new Set([referencedByOutput('LedgerCheckTableName')]),
    );
    const streamReads = statements.filter((statement) =>
      ([statement.Action].flat() as string[]).includes('dynamodb:GetRecords'),
    );
    expect(streamReads.length).toBeGreaterThan(0);
  });

  const alarmOn = (
    metricName: string,
    matches: (properties: Record<string, unknown>) => boolean = () => true,
  ) =>
    single(
      'AWS::CloudWatch::Alarm',
      (alarm) => alarm.Properties.MetricName === metricName && matches(alarm.Properties),
    )[1].Properties;

  it('alarms on one break, on falling five minutes behind, on an error, and on a batch given up', () => {
    expect(
      alarmOn('LedgerBreaks', (properties) =>
        JSON.stringify(properties.Dimensions).includes('ledger-stream-checker'),
      ),
    ).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Period: 300,
    });
    const behind = alarmOn('IteratorAge');
    expect(behind).toMatchObject({
      Statistic: 'Maximum',
      Threshold: 300_000,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(referencedIds(behind.Dimensions).has(functionId)).toBe(true);
    const errors = alarmOn('Errors', (properties) => referencedIds(properties.Dimensions).has(functionId));
    expect(errors).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(alarmOn('ApproximateNumberOfMessagesVisible')).toMatchObject({ Threshold: 1 });
  });
});
