/**
 * What a cold Lambda pays: bundles every route's handler as CDK does (esbuild, minified, Node 22 ESM)
 * and prints the bundle size and the time a fresh Node process takes to load it (module init).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { routes } from '../../lib/model/routes';

const RUNS = 3;

function medianInitMs(bundle: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(bundle).href)});console.log(performance.now()-t)`;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'ap-south-1' },
    });
    times.push(Number(result.stdout.trim()));
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
}

export async function benchHandlerColdStart(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-lambda-'));
  try {
    console.log('\nLambda handlers (bundle, median module init of 3 cold processes)');
    for (const route of routes) {
      const outfile = join(outDir, `${route.functionName}.mjs`);
      await build({
        entryPoints: [route.entry],
        outfile,
        bundle: true,
        minify: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        banner: { js: "import{createRequire}from'module';const require=createRequire(import.meta.url);" },
        logLevel: 'silent',
      });
      const kb = statSync(outfile).size / 1024;
      const ms = medianInitMs(outfile);
      console.log(
        `  ${route.functionName.padEnd(24)} ${kb.toFixed(0).padStart(5)} KB  ${ms.toFixed(0).padStart(4)} ms`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
