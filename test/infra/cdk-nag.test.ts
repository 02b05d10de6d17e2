/**
 * cdk-nag's AwsSolutions checks on the synthesized wallet stack: every finding is either fixed or
 * acknowledged on the construct it concerns, with a reason (lib/cloud/nag.ts). A new resource or grant
 * that trips a rule fails here until it is fixed or acknowledged in words.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { WALLET_STACK_NAME } from '../../definitions/deployment';
import { repositoryRoot } from '../../lib/cloud/repository-paths';
import { WalletStack } from '../../lib/cloud/wallet-stack';

interface Violation {
  ruleName: string;
  violatingConstructs: { constructPath: string }[];
}

/** Synthesizes with the AwsSolutions pack and returns its findings as `rule at construct path`. */
function nagFindings(build: (app: App) => Stack): { findings: string[]; stack: Stack } {
  const cdkJson = JSON.parse(readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'wallet-nag-'));
  const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = build(app);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // A finding stops synthesis (that is the plugin's job); the report it writes says which. Any other
  // failure is the test's to report: no report must never read as no findings.
  let failure: unknown;
  try {
    app.synth();
  } catch (error) {
    failure = error;
  }
  const reportFile = join(outdir, 'validation-report.json');
  if (!existsSync(reportFile)) {
    if (failure) throw failure;
    return { findings: [], stack };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    pluginReports: { violations: Violation[] }[];
  };
  const findings = report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingConstructs.map((construct) => `${violation.ruleName} at ${construct.constructPath}`),
    ),
  );
  if (failure && findings.length === 0) throw failure;
  return { findings, stack };
}

const wallet = nagFindings(
  (app) =>
    new WalletStack(app, WALLET_STACK_NAME, {
      env: { account: '123456789012', region: 'ap-south-1' },
      webDistDirectory: join(tmpdir(), 'wallet-infra-test-no-web-dist'),
    }),
);

function acknowledgments(root: IConstruct): { id: string; reason: string }[] {
  return root.node
    .findAll()
    .flatMap((construct) => construct.node.metadata)
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((entry) =>
      Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ id, reason })),
    );
}

describe('cdk-nag AwsSolutions checks', () => {
  it('find nothing in the wallet stack that is neither fixed nor acknowledged', () => {
    expect(wallet.findings).toEqual([]);
  });

  it('acknowledge each finding with a reason in words', () => {
    const acknowledged = acknowledgments(wallet.stack);
    expect(acknowledged.length).toBeGreaterThan(0);
    const unexplained = acknowledged.filter(({ reason }) => reason.split(/\s+/).length < 12);
    expect(unexplained).toEqual([]);
  });

  it('do report a finding when one is there (a bucket without access logs)', () => {
    const { findings } = nagFindings((app) => {
      const stack = new Stack(app, 'NagCanary', { env: { account: '123456789012', region: 'ap-south-1' } });
      new Bucket(stack, 'Unlogged', { enforceSSL: true });
      return stack;
    });
    expect(findings).toContain('AwsSolutions-S1 at NagCanary/Unlogged/Resource');
  });

  it('fail when the stack cannot be synthesized, instead of reading no report as no findings', () => {
    expect(() =>
      nagFindings((app) => {
        const stack = new Stack(app, 'NagBroken', { env: { account: '123456789012', region: 'ap-south-1' } });
        // A construct that refuses to synthesize, as a misconfigured one does, before any rule runs.
        stack.node.addValidation({ validate: () => ['this stack is broken on purpose'] });
        return stack;
      }),
    ).toThrow(/broken on purpose/);
  });
});
