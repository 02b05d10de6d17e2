/**
 * The boundaries `npm run lint` enforces, each shown firing on a small tree that breaks it (so a rule that
 * stops working fails here), and the real tree shown keeping them all.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBoundaryViolations } from '../../../scripts/lint/import-boundaries';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const biome = join(repositoryRoot, 'node_modules/.bin/biome');

/** A fixture file: one import per line, each marked as one the rules must refuse or let through. */
interface FixtureFile {
  path: string;
  /** A namespace import of `specifier`, or with `name` the named import of it. */
  imports: { specifier: string; refused: boolean; name?: string }[];
}

const refused = (specifier: string, name?: string) => ({
  specifier,
  refused: true,
  ...(name ? { name } : {}),
});
const allowed = (specifier: string) => ({ specifier, refused: false });

const importLine = ({ specifier, name }: FixtureFile['imports'][number], index: number) =>
  name
    ? `import { ${name} as imported${index} } from '${specifier}';`
    : `import * as imported${index} from '${specifier}';`;

const fixtureText = ({ imports }: FixtureFile) =>
  `${imports.map(importLine).join('\n')}\nexport const all = [${imports.map((_, index) => `imported${index}`).join(', ')}];\n`;

const refusedLines = ({ imports }: FixtureFile) =>
  imports.flatMap(({ refused }, index) => (refused ? [index + 1] : []));

/** Runs Biome's import rule over `files` laid out under a fresh folder with the project's biome.json. */
async function biomeRefusals(files: FixtureFile[]): Promise<Map<string, number[]>> {
  const root = await mkdtemp(join(tmpdir(), 'import-boundaries-'));
  try {
    const config = JSON.parse(await readFile(join(repositoryRoot, 'biome.json'), 'utf8'));
    await writeFile(join(root, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
    for (const file of files) {
      await mkdir(dirname(join(root, file.path)), { recursive: true });
      await writeFile(join(root, file.path), fixtureText(file));
    }
    const output = await promisify(execFile)(
      biome,
      ['lint', '--only=style/noRestrictedImports', '--reporter=github', '--max-diagnostics=none', '.'],
      { cwd: root },
    ).then(
      ({ stdout }) => stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    );
    const refusals = new Map<string, number[]>();
    for (const [, file, line] of output.matchAll(
      /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/gm,
    )) {
      const path = (file ?? '').slice(root.length + 1);
      refusals.set(path, [...(refusals.get(path) ?? []), Number(line)]);
    }
    return refusals;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe('Biome refuses imports across the boundaries', () => {
  const domain: FixtureFile = {
    path: 'lambdas/domain/kyc/decision.ts',
    imports: [
      refused('@aws-sdk/client-dynamodb'),
      refused('@aws-sdk/lib-dynamodb'),
      refused('@middy/core'),
      refused('@aws-lambda-powertools/metrics'),
      refused('../../adapters/accounts'),
      refused('../../http/responses'),
      refused('../../config/environment'),
      refused('node:http'),
      refused('node:fs/promises'),
      allowed('./review-records'),
      allowed('../errors'),
      allowed('../../../contract/kyc-review'),
      allowed('@noble/hashes/sha2.js'),
      refused('zod/mini', 'z'),
    ],
  };
  const contract: FixtureFile = {
    path: 'contract/payouts.ts',
    imports: [
      refused('zod'),
      refused('react'),
      refused('../lambdas/domain/money'),
      refused('../web/src/lib/format-time'),
      allowed('zod/mini'),
      allowed('./problem'),
      allowed('@noble/hashes/sha2.js'),
      refused('@noble/curves/secp256k1.js'),
      refused('zod/mini', 'z'),
    ],
  };
  const spa: FixtureFile = {
    path: 'web/src/features/wallets/components/balance.tsx',
    imports: [
      refused('../../../../../lambdas/domain/money'),
      refused('../../../../../scripts/ops/kyc-commands'),
      refused('@aws-sdk/client-s3'),
      refused('node:fs'),
      refused('zod'),
      refused('@contract/routes'),
      refused('@contract/routes/index'),
      allowed('@contract/routes/card-deposits'),
      allowed('@contract/account'),
      allowed('zod/mini'),
      allowed('react'),
      allowed('../../../lib/format-time'),
      refused('zod/mini', 'z'),
    ],
  };
  const adapter: FixtureFile = {
    path: 'lambdas/adapters/price-feed/ticker.ts',
    imports: [allowed('zod/mini'), allowed('@aws-sdk/lib-dynamodb'), refused('zod/mini', 'z')],
  };

  let refusals: Map<string, number[]>;
  beforeAll(async () => {
    refusals = await biomeRefusals([domain, contract, spa, adapter]);
  });

  it('keeps adapters, HTTP, config, AWS SDKs and I/O out of the domain', () => {
    expect(refusals.get(domain.path)).toEqual(refusedLines(domain));
  });

  it('lets the contract import only zod/mini, @noble/hashes and other contract files', () => {
    expect(refusals.get(contract.path)).toEqual(refusedLines(contract));
  });

  it('keeps handlers, scripts, server SDKs, Node built-ins, full zod and the schema-laden route table out of the SPA', () => {
    expect(refusals.get(spa.path)).toEqual(refusedLines(spa));
  });

  it("refuses zod/mini's named `z` everywhere: it is the whole namespace as a value and defeats tree-shaking", () => {
    expect(refusals.get(adapter.path)).toEqual(refusedLines(adapter));
  });
});

describe('the SPA boundary check (paths that need resolving)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'spa-boundaries-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const layOut = async (file: FixtureFile) => {
    await mkdir(dirname(join(root, file.path)), { recursive: true });
    await writeFile(join(root, file.path), fixtureText(file));
  };

  it('refuses backend code reached by a relative path, and one feature importing another', async () => {
    const screen: FixtureFile = {
      path: 'web/src/features/documents/components/documents-screen.tsx',
      imports: [
        refused('../../../../../lib/local/start'),
        refused('../../../../../lambdas/domain/money'),
        refused('../../account/components/profile-card'),
        allowed('../../../lib/format-file-size'),
        allowed('../../../components/ui/button/button'),
        allowed('../api/get-documents'),
        allowed('@contract/documents'),
        allowed('../../../../../contract/problem'),
        allowed('react'),
      ],
    };
    await layOut(screen);
    const violations = await importBoundaryViolations(root);
    expect(violations.map(({ file, line }) => [file, line])).toEqual(
      refusedLines(screen).map((line) => [screen.path, line]),
    );
    expect(violations.map(({ rule }) => rule)).toEqual([
      expect.stringContaining('nothing from the backend but the shared contract'),
      expect.stringContaining('nothing from the backend but the shared contract'),
      'feature "documents" imports feature "account": move the shared part to web/src/components/ or web/src/lib/',
    ]);
  });
});

describe("the SPA's one-way order: app → features → shared", () => {
  let root: string;
  let violations: Awaited<ReturnType<typeof importBoundaryViolations>>;

  const feature: FixtureFile = {
    path: 'web/src/features/buy-usdt/screens/buy-crypto-screen.tsx',
    imports: [
      refused('../../../app/router'),
      refused('../../../app/routes/wallets/wallet-access-gate'),
      refused('../../../main'),
      refused('../../wallets/components/usdt-wallet'),
      allowed('../components/buy-usdt-panel'),
      allowed('../../../components/ui/card/card'),
      allowed('../../../hooks/use-wallet-access'),
      allowed('../../../lib/profile/get-me'),
      allowed('../../../config/paths'),
      allowed('@contract/buy-usdt'),
    ],
  };
  const sharedComponent: FixtureFile = {
    path: 'web/src/components/ui/copy-value/copy-value.tsx',
    imports: [
      refused('../../../features/wallets/components/inr-balance'),
      refused('../../../app/lazy-screen'),
      allowed('../button/button'),
      allowed('../../../lib/format-time'),
    ],
  };
  const sharedHook: FixtureFile = {
    path: 'web/src/hooks/use-wallet-access.ts',
    imports: [refused('../app/routes/wallets/wallet-access-gate'), allowed('../lib/profile/get-me')],
  };
  const sharedLib: FixtureFile = {
    path: 'web/src/lib/wallets/wallet-transactions-key.ts',
    imports: [refused('../../features/wallets/api/get-wallet-transactions'), allowed('@contract/wallets')],
  };
  const sharedConfig: FixtureFile = {
    path: 'web/src/config/paths.ts',
    imports: [refused('../app/router'), refused('../features/auth/utils/after-sign-in')],
  };
  const app: FixtureFile = {
    path: 'web/src/app/routes/wallets/buy-crypto-route.tsx',
    imports: [
      allowed('../../../features/buy-usdt/screens/buy-crypto-screen'),
      allowed('../../../features/wallets/components/usdt-wallet'),
      allowed('../../../components/ui/card/card'),
      allowed('../../../hooks/use-wallet-access'),
      allowed('../../lazy-screen'),
    ],
  };
  const entry: FixtureFile = {
    path: 'web/src/main.tsx',
    imports: [
      allowed('./app/provider'),
      allowed('./lib/theme'),
      allowed('./features/info/screens/faq-screen'),
    ],
  };
  const files = [feature, sharedComponent, sharedHook, sharedLib, sharedConfig, app, entry];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'spa-zones-'));
    for (const file of files) {
      await mkdir(dirname(join(root, file.path)), { recursive: true });
      await writeFile(join(root, file.path), fixtureText(file));
    }
    violations = await importBoundaryViolations(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const refusedIn = (file: FixtureFile) =>
    violations.filter((violation) => violation.file === file.path).map(({ line, rule }) => [line, rule]);

  it('refuses a feature importing the app, the entry or another feature, and lets it use shared code', () => {
    const toApp =
      'feature "buy-usdt" imports the app (web/src/app/): the app composes features, not the other way; take it as a prop or move it to shared code';
    expect(refusedIn(feature)).toEqual([
      [1, toApp],
      [2, toApp],
      [3, toApp],
      [
        4,
        'feature "buy-usdt" imports feature "wallets": move the shared part to web/src/components/ or web/src/lib/',
      ],
    ]);
  });

  it('refuses shared code (components, hooks, lib, config) importing a feature or the app', () => {
    expect(refusedIn(sharedComponent)).toEqual([
      [
        1,
        'shared code (web/src/components/) imports feature "wallets": shared code serves every feature and knows none; move the part it needs out of the feature into shared code',
      ],
      [
        2,
        'shared code (web/src/components/) imports the app (web/src/app/): imports run app → features → shared; move the part it needs into shared code',
      ],
    ]);
    expect(refusedIn(sharedHook)).toEqual([
      [
        1,
        'shared code (web/src/hooks/) imports the app (web/src/app/): imports run app → features → shared; move the part it needs into shared code',
      ],
    ]);
    expect(refusedIn(sharedLib).map(([line]) => line)).toEqual(refusedLines(sharedLib));
    expect(refusedIn(sharedLib)[0]?.[1]).toContain('shared code (web/src/lib/) imports feature "wallets"');
    expect(refusedIn(sharedConfig).map(([line]) => line)).toEqual(refusedLines(sharedConfig));
  });

  it('lets the app and the entry import features and shared code', () => {
    expect(refusedIn(app)).toEqual([]);
    expect(refusedIn(entry)).toEqual([]);
  });
});

describe('the domain boundary check (paths that need resolving)', () => {
  it('refuses a domain module reaching a handler or any file outside the domain and the contract', async () => {
    const root = await mkdtemp(join(tmpdir(), 'domain-boundaries-'));
    try {
      const rule: FixtureFile = {
        path: 'lambdas/domain/uploads/upload-plan.ts',
        imports: [
          refused('../../uploads/start-upload'),
          refused('../../observability/logger'),
          refused('../../../lib/local/stack'),
          refused('../../../definitions/tables'),
          allowed('./object-key'),
          allowed('../errors'),
          allowed('../../../contract/uploads'),
          allowed('@contract/uploads'),
          allowed('@noble/hashes/sha2.js'),
        ],
      };
      await mkdir(dirname(join(root, rule.path)), { recursive: true });
      await writeFile(join(root, rule.path), fixtureText(rule));
      const violations = await importBoundaryViolations(root);
      expect(violations.map(({ file, line }) => [file, line])).toEqual(
        refusedLines(rule).map((line) => [rule.path, line]),
      );
      expect(new Set(violations.map(({ rule }) => rule))).toEqual(
        new Set([
          'the domain imports only the domain and the contract: pass adapters in through its interfaces',
        ]),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses an import circle in the domain, type-only imports included, naming the files round it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'domain-circles-'));
    try {
      const files: [string, string][] = [
        ['lambdas/domain/ledger/checks/full-scan.ts', "import { entryBreaks } from './rules';"],
        ['lambdas/domain/ledger/checks/rules.ts', "import type { LedgerItem } from './ledger-item';"],
        ['lambdas/domain/ledger/checks/ledger-item.ts', "import type { CheckedRecord } from './full-scan';"],
        // A chain that does not come back is no circle.
        ['lambdas/domain/trade/buy-terms.ts', "import { GST_PERCENT } from '../india/gst';"],
        ['lambdas/domain/india/gst.ts', 'export const GST_PERCENT = 18n;'],
      ];
      for (const [path, text] of files) {
        await mkdir(dirname(join(root, path)), { recursive: true });
        await writeFile(join(root, path), `${text}\n`);
      }
      expect(await importBoundaryViolations(root)).toEqual([
        {
          file: 'lambdas/domain/ledger/checks/full-scan.ts',
          line: 1,
          specifier: './rules',
          rule: "the domain's imports go round in a circle (ledger/checks/full-scan → ledger/checks/rules → ledger/checks/ledger-item → ledger/checks/full-scan): move what they share into a file of its own",
        },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("refuses the ledger importing a capability and India's rules importing any other part of the domain", async () => {
    const root = await mkdtemp(join(tmpdir(), 'domain-floors-'));
    try {
      const files: FixtureFile[] = [
        {
          path: 'lambdas/domain/ledger/recipes/fee-postings.ts',
          imports: [
            refused('../../trade/buy-terms'),
            refused('../../usdt-withdrawals/withdrawal-terms'),
            allowed('../../india/gst'),
            allowed('../../payments/payment-provider'),
            allowed('../book/accounts'),
            allowed('../../money'),
            allowed('../../errors'),
          ],
        },
        {
          path: 'lambdas/domain/india/gst.ts',
          imports: [refused('../kyc/kyc-rules'), refused('../money'), allowed('./calendar')],
        },
        {
          path: 'lambdas/domain/trade/buy-terms.ts',
          imports: [
            allowed('../india/gst'),
            allowed('../ledger/book/accounts'),
            allowed('../deposits/card-deposit'),
          ],
        },
      ];
      for (const file of files) {
        await mkdir(dirname(join(root, file.path)), { recursive: true });
        await writeFile(join(root, file.path), fixtureText(file));
      }
      const violations = await importBoundaryViolations(root);
      expect(violations.map(({ file, line }) => [file, line])).toEqual(
        files
          .toSorted((a, b) => a.path.localeCompare(b.path))
          .flatMap((file) => refusedLines(file).map((line) => [file.path, line])),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the runtime, contract, definitions, infrastructure and scripts boundaries', () => {
  const cases: { rule: string; file: FixtureFile }[] = [
    {
      rule: 'the runtime never imports the infrastructure, scripts or the SPA: move what both read to definitions/ or contract/',
      file: {
        path: 'lambdas/wallets/get-balance.ts',
        imports: [
          refused('../../lib/local/stack'),
          refused('../../scripts/ops/ops-environment'),
          refused('../../web/src/lib/format-amount'),
          allowed('../../definitions/tables'),
          allowed('../../contract/routes/wallets'),
          allowed('../domain/money'),
          allowed('../adapters/dynamodb-ledger'),
        ],
      },
    },
    {
      rule: 'the contract is shared by the SPA and the backend: it imports only other contract files',
      file: {
        path: 'contract/routes/payouts.ts',
        imports: [
          refused('../../lambdas/domain/money'),
          refused('../../definitions/tables'),
          refused('../../lib/cloud/wallet-api'),
          allowed('../route-definition'),
          allowed('../wallets'),
        ],
      },
    },
    {
      rule: 'definitions/ is read by both the runtime and the infrastructure: it imports only itself and the contract',
      file: {
        path: 'definitions/schedules.ts',
        imports: [
          refused('../lambdas/scheduled/check-ledger'),
          refused('../lib/cloud/wallet-stack'),
          allowed('./tables'),
          allowed('../contract/route-grants'),
        ],
      },
    },
    {
      rule: 'the infrastructure uses the runtime through its public entry points only: handler modules and (locally) lambdas/local-twin.ts',
      file: {
        path: 'lib/local/sandbox/payouts/payouts-sandbox.ts',
        imports: [
          refused('../../../../lambdas/domain/money'),
          refused('../../../../lambdas/adapters/razorpay/razorpay-signatures'),
          refused('../../../../lambdas/http/responses'),
          allowed('../../../../lambdas/local-twin'),
          allowed('../../../../lambdas/scheduled/watch-tron-deposits'),
          allowed('../../../../definitions/tables'),
        ],
      },
    },
    {
      rule: 'the infrastructure uses the runtime through its public entry points only: handler modules and (locally) lambdas/local-twin.ts',
      file: {
        path: 'lib/cloud/payouts.ts',
        imports: [
          refused('../../lambdas/local-twin'),
          refused('../../lambdas/observability/wallet-metrics'),
          allowed('../../definitions/metrics'),
          allowed('../../contract/routes'),
        ],
      },
    },
    {
      rule: 'the infrastructure never imports a script: scripts stand beside the product; move what both need to lib/local/ or definitions/',
      file: {
        path: 'lib/local/sandbox/tron/tron-module.ts',
        imports: [
          refused('../../../../scripts/sandbox/sandbox-client'),
          refused('../../../../scripts/ops/ops-environment'),
          allowed('../../local-clock'),
        ],
      },
    },
    {
      rule: 'scripts never import the SPA or the tests: move what both need to contract/, definitions/ or lib/local/',
      file: {
        path: 'scripts/ops/kyc-commands.ts',
        imports: [
          refused('../../web/src/lib/format-amount'),
          refused('../../web/src/features/account/api/get-me'),
          refused('../../test/support/kyc-samples'),
          allowed('../../contract/kyc-review'),
          allowed('../../definitions/tables'),
          allowed('../../lambdas/domain/kyc/reviewer'),
          allowed('../../lambdas/adapters/kyc-review-repository'),
          allowed('../../lib/local/stack'),
          allowed('./ops-environment'),
        ],
      },
    },
    {
      rule: 'scripts use the local twin (lib/local/), never the CDK app (lib/cloud/, bin/): move what a CLI and the stack both need to definitions/',
      file: {
        path: 'scripts/ops/ops-environment.ts',
        imports: [
          refused('../../lib/cloud/wallet-stack'),
          refused('../../bin/app'),
          allowed('../../definitions/deployment'),
          allowed('../../lib/local/local-paths'),
        ],
      },
    },
    {
      rule: 'a benchmark takes of the SPA and the tests only their client code and fixtures (web/src/lib/, test/support/): move what it needs there',
      file: {
        path: 'scripts/bench/load/upload-bench.ts',
        imports: [
          refused('../../../web/src/features/documents/components/documents-screen'),
          refused('../../../test/api/uploads.test'),
          allowed('../../../web/src/lib/uploads/upload-manager'),
          allowed('../../../test/support/upload-client'),
          allowed('../../../lib/local/stack'),
          allowed('../stats'),
        ],
      },
    },
  ];

  it.each(cases.map((testCase) => [testCase.file.path, testCase] as const))(
    '%s: refused exactly where it crosses, with the reason',
    async (_, { rule, file }) => {
      const root = await mkdtemp(join(tmpdir(), 'backend-boundaries-'));
      try {
        await mkdir(dirname(join(root, file.path)), { recursive: true });
        await writeFile(join(root, file.path), fixtureText(file));
        const violations = await importBoundaryViolations(root);
        expect(violations.map(({ file, line }) => [file, line])).toEqual(
          refusedLines(file).map((line) => [file.path, line]),
        );
        expect(new Set(violations.map((violation) => violation.rule))).toEqual(new Set([rule]));
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );
});

describe('the ledger adapter boundary check (value imports only of the plan and the account rules)', () => {
  it('refuses the ledger adapter calling the ledger domain back, and lets it take types, the plan and the account rules', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ledger-adapter-boundaries-'));
    try {
      const path = 'lambdas/adapters/ledger/plan-writer.ts';
      const lines: [string, boolean][] = [
        ["import { planStockDraws } from '../../domain/ledger/book/stock-shards';", true],
        ["import { FullScanCheck } from '../../domain/ledger/checks/full-scan';", true],
        [
          "import { repeatsFirstMovement, type ExternalReference } from '../../domain/ledger/book/external-reference';",
          true,
        ],
        ["export { sumsByCurrency } from '../../domain/ledger/book/journal-entry';", true],
        ["import '../../domain/ledger/recipes/buy-usdt';", true],
        ["import type { LedgerReport } from '../../domain/ledger/checks/full-scan';", false],
        ["import { type JournalEntry } from '../../domain/ledger/book/journal-entry';", false],
        ["export type { PlanWriter } from '../../domain/ledger/book/ledger';", false],
        ["import { CapReachedError, type EntryPlan } from '../../domain/ledger/book/entry-plan';", false],
        ["import { accountRules } from '../../domain/ledger/book/accounts';", false],
        ["import { CapReachedError } from '../../domain/ledger/book/refusals';", false],
        ["import { InsufficientFundsError } from '../../domain/errors';", false],
        ["import { accountItems } from '../account-items';", false],
      ];
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), `${lines.map(([line]) => line).join('\n')}\n`);
      const violations = await importBoundaryViolations(root);
      expect(violations.map(({ file, line }) => [file, line])).toEqual(
        lines.flatMap(([, refused], index) => (refused ? [[path, index + 1]] : [])),
      );
      expect(new Set(violations.map(({ rule }) => rule))).toEqual(
        new Set([
          'the ledger adapter takes from the ledger domain only types, the plan (entry-plan), the account rules (accounts) and the refusals (refusals): plan in the domain, hand the adapter the plan',
        ]),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the repository itself', () => {
  it('keeps every boundary', async () => {
    expect(await importBoundaryViolations(repositoryRoot)).toEqual([]);
    const { stdout } = await promisify(execFile)(
      biome,
      [
        'lint',
        '--only=style/noRestrictedImports',
        '--reporter=github',
        'lambdas/domain',
        'contract',
        'web/src',
      ],
      { cwd: repositoryRoot },
    );
    expect(stdout).not.toContain('::error');
  });
});
