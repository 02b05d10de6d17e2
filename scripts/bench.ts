/**
 * `npm run bench`: the product's speed and size figures as ratios to floors built in the same run
 * (tests never time things), Lighthouse's scores, the chain watcher at 100,000 addresses and 10,000
 * transfers, the two ledger checkers' cost per million entries, and a comparison with the previous run's bench/results.json. Needs no running stack.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/cloud/repository-paths';
import { benchChainWatch } from './bench/chain-watch';
import { benchHandlers } from './bench/handler-cold-start';
import { benchLedgerCheckers } from './bench/ledger-checkers';
import { benchLighthouse } from './bench/lighthouse';
import { compareAndWrite } from './bench/results';
import { benchSpa } from './bench/spa-size';

const appDir = mkdtempSync(join(tmpdir(), 'wallet-spa-'));
try {
  const spa = await benchSpa(appDir);
  const lighthouse = await benchLighthouse(appDir);
  const handlers = await benchHandlers();
  const chainWatch = await benchChainWatch();
  const ledgerCheckers = await benchLedgerCheckers();
  const regressed = compareAndWrite(join(repositoryRoot, 'bench', 'results.json'), {
    measuredAt: new Date().toISOString(),
    node: process.version,
    spa,
    lighthouse,
    handlers,
    chainWatch,
    ledgerCheckers,
  });
  if (regressed.length > 0) process.exitCode = 1;
} finally {
  rmSync(appDir, { recursive: true, force: true });
}
