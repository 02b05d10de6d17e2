/**
 * Acknowledging a cdk-nag AwsSolutions finding on one construct, with its reason. The infra tests run
 * the AwsSolutions checks on the synthesized stack and fail on any finding not acknowledged here.
 * IAM5 findings are acknowledged one wildcard at a time (`AwsSolutions-IAM5[Resource::…]`).
 */
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledgeNag(construct: IConstruct, rule: string, reason: string): void {
  Validations.of(construct).acknowledge({ id: `AwsSolutions::AwsSolutions-${rule}`, reason });
}

/** How cdk-nag names a resource's ARN inside a finding: `<LogicalId.Arn>`. */
export function nagArnOf(resource: IConstruct): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).getLogicalId(element)}.Arn>`;
}
