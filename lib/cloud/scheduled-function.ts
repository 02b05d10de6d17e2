/**
 * One scheduled job as its capability declares it (contract/schedules/*, `…Schedules`): a wallet function
 * with exactly the job's grants and the environment they give, and the EventBridge rule that runs it.
 * One attempt per run: the next run is the retry.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import {
  type ScheduledJob,
  type ScheduleRate,
  scheduleDescription,
} from '../../contract/schedule-definition';
import { GrantedFunction } from './granted-function';
import { cloudJobEnv, type HandlerResources } from './handler-environment';

/** A declared rate as CDK's Duration: what the rule runs at and what alarms on the job are sized by. */
export function durationOf(rate: ScheduleRate): Duration {
  if ('minutes' in rate) return Duration.minutes(rate.minutes);
  if ('hours' in rate) return Duration.hours(rate.hours);
  return Duration.days(rate.days);
}

function scheduleOf(job: ScheduledJob): Schedule {
  if (!job.at) return Schedule.rate(durationOf(job.every));
  return Schedule.cron({ weekDay: job.at.weekDay, hour: `${job.at.hour}`, minute: `${job.at.minute}` });
}

export class ScheduledFunction extends Construct {
  readonly handler: GrantedFunction;

  constructor(scope: Construct, job: ScheduledJob, resources: HandlerResources) {
    super(scope, job.constructId);
    this.handler = new GrantedFunction(this, 'Function', {
      description: scheduleDescription(job),
      entry: job.handler,
      environment: cloudJobEnv(resources, job.grants),
      timeout: Duration.seconds(job.timeoutSeconds),
    });
    const readOnly = Object.values(job.grants.tables ?? {}).every((grant) => grant === 'read');
    this.handler.grantDeclared(
      job.grants,
      resources,
      `The ${readOnly ? 'read grant' : 'grant'}'s \`/index/*\` covers the accounts table's own secondary indexes only; ${job.indexUse}`,
    );
    new Rule(this, 'Schedule', {
      description: `Runs the ${job.subject}`,
      schedule: scheduleOf(job),
      targets: [new LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
