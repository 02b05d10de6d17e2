/**
 * Synthesizes the wallet stack the way `cdk synth` does (same cdk.json context, Mumbai), without
 * bundling the Lambda code, and offers the look-ups the infra tests share.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { ApiRoute } from '../../contract/route-definition';
import { WALLET_STACK_NAME } from '../../definitions/deployment';
import { repositoryRoot } from '../../lib/cloud/repository-paths';
import { WalletStack } from '../../lib/cloud/wallet-stack';

// Any use of a deprecated CDK API throws instead of printing a warning.
process.env.JSII_DEPRECATED = 'fail';

type Json = Record<string, unknown>;
export interface Resource {
  Type: string;
  Properties: Json;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export function synthesizeWallet(
  options: { webDistDirectory?: string; context?: Record<string, string> } = {},
) {
  const cdkJson = JSON.parse(readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8')) as { context: Json };
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...options.context },
  });
  const stack = new WalletStack(app, WALLET_STACK_NAME, {
    env: { account: '123456789012', region: 'ap-south-1' },
    webDistDirectory: options.webDistDirectory ?? join(tmpdir(), 'wallet-infra-test-no-web-dist'),
  });
  const template = Template.fromStack(stack);
  const assemblyDirectory = app.synth().directory;
  return { app, stack, template, assemblyDirectory, ...lookups(template) };
}

function lookups(template: Template) {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;

  const ofType = (type: string) =>
    Object.entries(resources).filter(([, resource]) => resource.Type === type) as [string, Resource][];

  /** The one resource of a type (that matches), or an error naming how many there were. */
  const single = (
    type: string,
    matches: (resource: Resource) => boolean = () => true,
  ): [string, Resource] => {
    const found = ofType(type).filter(([, resource]) => matches(resource));
    if (found.length !== 1 || !found[0]) throw new Error(`Expected one ${type}, found ${found.length}`);
    return found[0];
  };

  /** The logical id an output refers to with `Ref`, e.g. the table behind `AccountsTableName`. */
  const referencedByOutput = (name: string): string => {
    const value = outputs[name]?.Value as { Ref?: string } | undefined;
    if (!value?.Ref) throw new Error(`Output ${name} is not a Ref`);
    return value.Ref;
  };

  const routeFunction = (route: ApiRoute): [string, Resource] => {
    const found = ofType('AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.Description === `${route.method} ${route.path}`,
    );
    if (!found) throw new Error(`No function for ${route.method} ${route.path}`);
    return found;
  };

  /** Every statement of every policy attached to a function's role. */
  const functionStatements = (fn: Resource): Json[] => {
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as Json[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement);
  };

  /** Every statement of every policy attached to the route's function role. */
  const routeStatements = (route: ApiRoute): Json[] => functionStatements(routeFunction(route)[1]);

  return {
    resources,
    outputs,
    ofType,
    single,
    referencedByOutput,
    routeFunction,
    routeStatements,
    functionStatements,
  };
}

/** Logical ids a value points at through Ref or Fn::GetAtt. */
export function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') into.add(inner);
      else if (key === 'Fn::GetAtt')
        into.add(String(Array.isArray(inner) ? inner[0] : inner).split('.')[0] ?? '');
      else referencedIds(inner, into);
    }
  }
  return into;
}

/** A CloudFormation string built with Fn::Join, with each reference written as `{Id}` or `{Id.Attr}`. */
export function joinedText(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Json;
  if (object['Fn::Join']) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(joinedText).join(separator);
  }
  if (object.Ref) return `{${object.Ref}}`;
  if (object['Fn::GetAtt']) return `{${(object['Fn::GetAtt'] as string[]).join('.')}}`;
  return JSON.stringify(value);
}
