/**
 * What a cold Lambda pays, against its floor: bundles every route's handler as CDK does (esbuild,
 * minified, Node 22 ESM, the SDK bundled) and, in the same run, a floor bundle that only constructs
 * the SDK clients the route's grants allow (floor-clients.ts). Each is loaded by at least seven fresh
 * Node processes; the median module-init time and the bundle size are printed next to the floor's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { routes } from '../../contract/routes';
import { repositoryRoot } from '../../lib/local/local-paths';
import { floorName, floorSource, type SdkClient, sdkClientsOf } from './floor-clients';
import { median, ratio } from './stats';

/** Cold processes per bundle: enough for a median that one slow start cannot move. */
const COLD_RUNS = 7;

// The options of lib/cloud/route-function.ts, so the figures are the deployed bundles'.
const LAMBDA_BUNDLE: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  mainFields: ['module', 'main'],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'silent',
};

export interface BundleFigures {
  kb: number;
  initMs: number;
}

export interface HandlerFigures {
  clients: SdkClient[];
  bundleKb: number;
  initMs: number;
  floorKb: number;
  floorInitMs: number;
  bundleRatio: number;
  initRatio: number;
}

function medianInitMs(bundle: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(bundle).href)});console.log(performance.now()-t)`;
  const times: number[] = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'ap-south-1' },
    });
    const ms = Number(result.stdout.trim());
    if (result.status !== 0 || !Number.isFinite(ms))
      throw new Error(`${bundle} did not load: ${result.stderr.trim().split('\n')[0] ?? ''}`);
    times.push(ms);
  }
  return median(times);
}

async function measure(outfile: string, source: BuildOptions): Promise<BundleFigures> {
  await build({ ...LAMBDA_BUNDLE, ...source, outfile });
  return { kb: statSync(outfile).size / 1024, initMs: medianInitMs(outfile) };
}

export async function benchHandlers(): Promise<Record<string, HandlerFigures>> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-lambda-'));
  try {
    const floors = new Map<string, BundleFigures>();
    for (const clients of new Map(
      routes.map((route) => [floorName(sdkClientsOf(route)), sdkClientsOf(route)]),
    ).values()) {
      const name = floorName(clients);
      const stdin = { contents: floorSource(clients), resolveDir: repositoryRoot, loader: 'js' as const };
      floors.set(name, await measure(join(outDir, `${name.replace(/\W+/g, '-')}.mjs`), { stdin }));
    }

    console.log(
      `\nLambda handlers against their SDK floor (bundle; median module init of ${COLD_RUNS} cold processes)`,
    );
    console.log(
      `  ${'handler'.padEnd(24)} ${'bundle'.padStart(8)} ${'× floor'.padStart(8)} ${'init'.padStart(7)} ${'× floor'.padStart(8)}  floor`,
    );
    const figures: Record<string, HandlerFigures> = {};
    for (const route of routes) {
      const clients = sdkClientsOf(route);
      const floor = floors.get(floorName(clients));
      if (!floor) throw new Error(`No floor for ${route.functionName}`);
      const handler = await measure(join(outDir, `${route.functionName}.mjs`), {
        entryPoints: [join(repositoryRoot, route.handler)],
      });
      const row: HandlerFigures = {
        clients,
        bundleKb: Math.round(handler.kb),
        initMs: Math.round(handler.initMs),
        floorKb: Math.round(floor.kb),
        floorInitMs: Math.round(floor.initMs),
        bundleRatio: ratio(handler.kb, floor.kb),
        initRatio: ratio(handler.initMs, floor.initMs),
      };
      figures[route.functionName] = row;
      console.log(
        `  ${route.functionName.padEnd(24)} ${`${row.bundleKb} KB`.padStart(8)} ${row.bundleRatio.toFixed(2).padStart(8)} ${`${row.initMs} ms`.padStart(7)} ${row.initRatio.toFixed(2).padStart(8)}  ${floorName(clients)}: ${row.floorKb} KB, ${row.floorInitMs} ms`,
      );
    }
    return figures;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
