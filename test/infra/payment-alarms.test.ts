/**
 * Operators hear of refused webhooks, held transfers, stray money and signed events the provider does
 * not confirm, USDT dust and TRON deposits that never became final through one SNS topic.
 */
import { describe, expect, it } from 'vitest';
import { synthesizeWallet } from './wallet-template';

const { ofType, referencedByOutput } = synthesizeWallet();

describe('payment alarms', () => {
  it('alarm on each count the webhook publishes, into the topic the outputs name', () => {
    const topicId = referencedByOutput('AlarmTopicArn');
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    const byMetric = Object.fromEntries(alarms.map((alarm) => [alarm.MetricName, alarm]));
    for (const [metric, threshold] of [
      ['WebhookSignatureRefused', 5],
      ['DepositHeld', 1],
      ['DepositUnmatched', 1],
      ['DepositReferenceReused', 1],
      ['ProviderEventUnconfirmed', 1],
      ['PayoutEventUnconfirmed', 1],
      ['PayoutUnmatched', 1],
      ['ChainDustReceived', 10],
      ['ChainDepositNeverFinal', 1],
      ['SettlementUnplaced', 1],
    ] as const) {
      expect(byMetric[metric], metric).toMatchObject({
        Namespace: 'InrUsdtWallet',
        Dimensions: [{ Name: 'service', Value: 'payments' }],
        Statistic: 'Sum',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      });
    }
  });
});
