/**
 * The ledger's checker on the accounts table's stream (lambdas/streams/check-ledger-stream.ts): an
 * event source mapping hands it each batch of changes, with
 *   - one batch at a time per stream shard (parallelization factor 1), so one item's changes arrive
 *     in the order they were written;
 *   - batch item failures reported, so a retry starts at the change that failed and nothing after it
 *     is applied first; bisecting a batch that fails outright, to corner a change it cannot read;
 *   - a bounded number of retries, after which the batch's description goes to an on-failure queue
 *     (alarmed: a change the checker never saw is a hole in the check, to be closed by the weekly full
 *     scan or by hand).
 * It writes only its own table (ledger-check) and reads the stream; it needs no stream SDK at runtime.
 * Alarms: a break (LedgerBreaks ≥ 1), the checker falling behind (iterator age), a function error,
 * and a batch given up on.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LEDGER_STREAM_CHECK_SERVICE, WALLET_METRICS_NAMESPACE } from '../../definitions/metrics';
import { acknowledgeNag, nagArnOf } from './nag';
import { WalletFunction } from './wallet-function';

/** Changes a batch holds at most: a few seconds of a busy ledger, one settle-time run at most per minute. */
export const STREAM_BATCH_SIZE = 500;
/** Tries of a failing batch before it is given up to the on-failure queue (the stream keeps 24 hours). */
export const STREAM_RETRY_ATTEMPTS = 10;
/** Behind by more than this, the checker's breaks come late: operators are told. */
export const STREAM_LAG_ALARM = Duration.minutes(5);

export interface LedgerStreamCheckProps {
  accountsTable: ITable;
  checkTable: ITable;
  environment: Record<string, string>;
  topic: ITopic;
}

export class LedgerStreamCheck extends Construct {
  readonly handler: WalletFunction;

  constructor(scope: Construct, id: string, props: LedgerStreamCheckProps) {
    super(scope, id);
    this.handler = new WalletFunction(this, 'Function', {
      description: 'Ledger invariant checker on the accounts table stream',
      entry: 'lambdas/streams/check-ledger-stream.ts',
      environment: props.environment,
      // A batch of 500 changes: a few transactions and reads; far under a minute.
      timeout: Duration.minutes(1),
    });
    props.checkTable.grantReadWriteData(this.handler);
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        `IAM5[Resource::${nagArnOf(props.checkTable)}/index/*]`,
        "The read grant's `/index/*` covers the ledger-check table's own index of accounts not yet caught up, which the settle-time rules query.",
      );
    const givenUp = new Queue(this, 'GivenUp', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeNag(
      givenUp,
      'SQS3',
      'This queue is itself the on-failure destination of the stream checker: what lands here is read by operators, never by a consumer that could fail.',
    );
    this.handler.addEventSource(
      new DynamoEventSource(props.accountsTable, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(1),
        parallelizationFactor: 1,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        onFailure: new SqsDlq(givenUp),
      }),
    );
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        'IAM5[Resource::*]',
        'The event source mapping grants dynamodb:ListStreams, which IAM cannot scope to a resource; reading the stream itself is granted on the accounts table stream only.',
      );
    const alarm = (name: string, description: string, metric: Metric, treatMissingData: TreatMissingData) =>
      new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData,
      }).addAlarmAction(new SnsAction(props.topic));
    const period = Duration.minutes(5);
    alarm(
      'Breaks',
      'The stream ledger checker found a break (see its log for which entry or account): run `npm run ops -- ledger verify --incremental` and `ledger verify`.',
      new Metric({
        namespace: WALLET_METRICS_NAMESPACE,
        metricName: 'LedgerBreaks',
        dimensionsMap: { service: LEDGER_STREAM_CHECK_SERVICE },
        statistic: 'Sum',
        period,
      }),
      // A quiet ledger writes nothing, so the checker is not invoked: no data is no break.
      TreatMissingData.NOT_BREACHING,
    );
    new Alarm(this, 'Behind', {
      alarmDescription: `The stream ledger checker is more than ${STREAM_LAG_ALARM.toMinutes()} minutes behind the ledger: its breaks come late.`,
      metric: this.handler.metric('IteratorAge', { statistic: 'Maximum', period }),
      threshold: STREAM_LAG_ALARM.toMilliseconds(),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.topic));
    alarm(
      'Errors',
      'The stream ledger checker failed on a batch (it is retried from the change that failed).',
      this.handler.metricErrors({ statistic: 'Sum', period }),
      TreatMissingData.NOT_BREACHING,
    );
    alarm(
      'GivenUpBatches',
      'The stream ledger checker gave up on a batch of changes after every retry: those changes were never checked. Run `npm run ops -- ledger verify`.',
      givenUp.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period }),
      TreatMissingData.NOT_BREACHING,
    );
  }
}
