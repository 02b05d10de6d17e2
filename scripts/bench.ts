/**
 * `npm run bench`: the product's speed and size figures as ratios to floors built in the same run
 * (tests never time things), Lighthouse's scores, the chain watcher at 100,000 addresses and 10,000
 * transfers, the two ledger checkers' cost per million entries (`npm run bench:checks` alone), HTTP load
 * against a local stack of its own, and a comparison with the previous run's
 * bench/results.json. Needs no running stack. `npm run bench:load` (`npm run bench -- load`) runs the
 * load stage alone, keeping the previous file's other figures as they were.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/local/local-paths';
import { benchChainWatch } from './bench/chain-watch';
import { benchHandlers } from './bench/handler-cold-start';
import { benchLedgerChecks } from './bench/ledger-checks';
import { benchLighthouse } from './bench/lighthouse';
import { benchLoad, type LoadFigures } from './bench/load/load-stage';
import { compareAndWrite } from './bench/results';
import { benchSpa } from './bench/spa-size';

const resultsFile = join(repositoryRoot, 'bench', 'results.json');

async function everyStage(): Promise<Record<string, unknown>> {
  const appDir = mkdtempSync(join(tmpdir(), 'wallet-spa-'));
  try {
    const spa = await benchSpa(appDir);
    const lighthouse = await benchLighthouse(appDir);
    const handlers = await benchHandlers();
    const chainWatch = await benchChainWatch();
    // Per-million figures scale linearly (5,000 and 20,000 entries gave the same): the whole bench
    // measures 20,000; `npm run bench:checks` makes the 100,000-entry run.
    const ledgerChecks = await benchLedgerChecks(20_000);
    const load = await benchLoad();
    return { spa, lighthouse, handlers, chainWatch, ledgerChecks, load };
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}

async function loadStageOnly(): Promise<Record<string, unknown>> {
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  return { ...previous, load: await benchLoad() };
}

const stage = process.argv[2];
if (stage !== undefined && stage !== 'load') throw new Error(`npm run bench [-- load]: no stage '${stage}'`);
const figures = stage === 'load' ? await loadStageOnly() : await everyStage();
const regressed = compareAndWrite(resultsFile, {
  ...figures,
  measuredAt: new Date().toISOString(),
  node: process.version,
});
// A load that broke the books, or that a route answered with errors, fails the bench whatever its speed.
const load = figures.load as LoadFigures | undefined;
const ledgerBroken = load?.ledgerBreaks !== 0;
const failingRoutes = Object.entries(load?.routes ?? {}).filter(([, row]) => row.errors > 0);
for (const [route, row] of failingRoutes)
  console.log(
    `ERRORS under load: ${route} answered ${row.errors} of ${row.requests} requests with an error.`,
  );
if (regressed.length > 0 || ledgerBroken || failingRoutes.length > 0) process.exitCode = 1;
