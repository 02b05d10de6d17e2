/**
 * `npm run bench`'s load stage (alone: `npm run bench:load`): HTTP load from autocannon against a
 * local stack of the stage's own (the `bench` profile's ports, fresh data, stopped at the end), with
 * the floor route mounted beside the product's (floor-route.ts). Six product routes with 50 verified
 * customers, each next to the floor measured in the same run; the deposit and buy loads with 1, 10,
 * 100 and 1,000 customers; 100 MiB of ID documents uploaded with 4 parts in flight and with 1, and a
 * resume after a reload; then the ledger checker over everything the load booked. Bounded: a fixed
 * number of requests in every run.
 */
import { availableParallelism } from 'node:os';
import { checkLedgerTable } from '../../../lambdas/adapters/ledger-checks/full-scan';
import { startLocalStack } from '../../../lib/local/stack';
import { ratio } from '../stats';
import { benchFloorRoutes } from './floor-route';
import { printCurve, printRoutes, printUploads } from './load-report';
import { heldBackTransfers, paidCardDeposits } from './prepared-payments';
import { CONNECTIONS, type LoadScenario, type RowFigures, runLoad } from './route-load';
import { CUSTOMER_COUNTS, type ScalingPoint, type ScalingVerdict, scalingVerdict } from './scaling';
import {
  cardConfirmScenario,
  FLOOR_ROW,
  floorStep,
  getMeStep,
  inrListStep,
  quoteAndBuySteps,
  webhookScenario,
  withdrawalStep,
} from './scenarios';
import { type BenchCustomer, seedTradingCustomers, seedVerifiedCustomers } from './seed-customers';
import { benchUploads, type UploadFigures } from './upload-bench';

const VERIFIED_CUSTOMERS = 50;
const ALL_CUSTOMERS = Math.max(...CUSTOMER_COUNTS);
/** ₹1,00,000 each: far more than any run spends, so no request is refused for want of money. */
const FUNDING_PAISE = 1_00_000_00n;
/**
 * Every run is a fixed number of requests, so it ends when the last is answered: a run cut off by a
 * clock would leave requests in flight that the API keeps working on during the next run. About 5 s
 * each on a busy 2-core machine.
 */
const READS = 500;
/**
 * The floor is measured again right before each route and each scaling point, with this many
 * requests: the machine's other work comes and goes within a run, and a ratio is only fair against
 * the floor of the same minute.
 */
const FLOOR_READS = 250;
const WEBHOOKS = 200;
const CARD_CONFIRMS = 100;
/** A buy round is a quote then its buy: one round per connection, the whole run's clients at once. */
const BUYS = CONNECTIONS;
const WITHDRAWALS = CONNECTIONS;
/**
 * Bank transfers at each point of the deposit curve: as many as the most customers, so at 1,000 every
 * customer gets one (with fewer, the 100 and 1,000 points credited the same first 100 wallets and the
 * curve could not tell them apart), and at 10 each gets a hundred.
 */
const WEBHOOKS_PER_SCALE = 1_000;
/** The price the sandbox holds through the run, so no buy meets a quote the price walked away from. */
const HELD_PRICE = '88.42';

export interface RouteLoadFigures extends RowFigures {
  /** The floor's throughput measured just before this route. */
  floorRps: number;
  /** The floor's throughput over this route's: how many floors a request of it weighs. */
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
}

export interface LoadFigures {
  measuredAt: string;
  cores: number;
  connections: number;
  routes: Record<string, RouteLoadFigures>;
  scaling: Record<'deposits' | 'buys', { curve: Record<string, ScalingPoint> } & ScalingVerdict>;
  uploads: UploadFigures;
  ledgerBreaks: number;
}

const requests = (count: number): LoadScenario['bound'] => ({ requests: count });

function againstFloor(row: RowFigures, floor: RowFigures): RouteLoadFigures {
  return {
    ...row,
    floorRps: floor.rps,
    rpsRatio: ratio(floor.rps, row.rps),
    p50Ratio: ratio(row.p50Ms, floor.p50Ms),
    p99Ratio: ratio(row.p99Ms, floor.p99Ms),
  };
}

/** Time since the last call, as `12.3 s`. */
function stopwatch(): () => string {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = `${((now - last) / 1000).toFixed(1)} s`;
    last = now;
    return elapsed;
  };
}

async function sandboxSetting(sandboxUrl: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The sandbox refused ${method} ${path}: ${await response.text()}`);
}

type FloorRun = () => Promise<RowFigures>;

/** Each route's rows beside the floor measured just before it. */
async function besideFloor(floorNow: FloorRun, run: () => Promise<Record<string, RowFigures>>) {
  const floor = await floorNow();
  const rows = await run();
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, againstFloor(row, floor)]));
}

/** The scenario's last row at each number of customers, judged on throughput in floors. */
async function scalingCurve(
  apiUrl: string,
  floorNow: FloorRun,
  customers: readonly BenchCustomer[],
  scenarioFor: (some: readonly BenchCustomer[]) => Promise<LoadScenario>,
) {
  const curve: Record<string, ScalingPoint> = {};
  const inFloors = new Map<number, number>();
  for (const count of CUSTOMER_COUNTS) {
    const scenario = await scenarioFor(customers.slice(0, count));
    const floor = await floorNow();
    const rows = await runLoad(apiUrl, scenario);
    const last = Object.values(rows).at(-1) as RowFigures;
    curve[`customers${count}`] = { ...last, floorRps: floor.rps };
    inFloors.set(count, last.rps / floor.rps);
  }
  return { curve, ...scalingVerdict(inFloors) };
}

export async function benchLoad(): Promise<LoadFigures> {
  const lap = stopwatch();
  const started = performance.now();
  const stack = await startLocalStack({
    profile: 'bench',
    spa: 'none',
    persist: false,
    log: () => {},
    extraRoutes: Object.values(benchFloorRoutes),
  });
  try {
    const { api, sandbox } = stack.urls;
    const secret = stack.handlerEnv.RAZORPAY_WEBHOOK_SECRET as string;
    await sandboxSetting(sandbox, 'POST', '/sandbox/price', { price: HELD_PRICE });
    // Payouts wait in processing: their webhooks would otherwise reach the API during later runs.
    await sandboxSetting(sandbox, 'PUT', '/sandbox/payments/payouts/settings', { newPayouts: 'hold' });

    console.log(`Load stage: the bench stack is up (${lap()})`);
    const verified = await seedVerifiedCustomers(VERIFIED_CUSTOMERS, FUNDING_PAISE);
    console.log(`  ${verified.length} customers through KYC, funded, with a PIN (${lap()})`);
    const everyone = [
      ...verified,
      ...(await seedTradingCustomers(ALL_CUSTOMERS - VERIFIED_CUSTOMERS, FUNDING_PAISE)),
    ];
    console.log(`  ${everyone.length - verified.length} more customers who may buy and top up (${lap()})`);
    const webhooks = await heldBackTransfers(sandbox, verified, WEBHOOKS);
    const cards = await paidCardDeposits(stack.urls, verified, CARD_CONFIRMS);
    console.log(`  ${webhooks.length} bank transfers and ${cards.length} card payments prepared (${lap()})`);

    // Handler modules loaded, connections and JIT warm: not measured.
    await runLoad(api, {
      steps: [floorStep(verified), getMeStep(verified), inrListStep(verified)],
      bound: requests(150),
    });

    const floorRun = (count: number) => async () =>
      (await runLoad(api, { steps: [floorStep(verified)], bound: requests(count) }))[FLOOR_ROW] as RowFigures;
    const floorNow = floorRun(FLOOR_READS);
    const floor = await floorRun(READS)();
    const load = (scenario: LoadScenario) => besideFloor(floorNow, () => runLoad(api, scenario));
    const routes: Record<string, RouteLoadFigures> = {
      [FLOOR_ROW]: againstFloor(floor, floor),
      ...(await load({ steps: [getMeStep(verified)], bound: requests(READS) })),
      ...(await load({ steps: [inrListStep(verified)], bound: requests(READS) })),
      ...(await load(webhookScenario(webhooks, secret))),
      ...(await load(cardConfirmScenario(cards))),
      // Each round is a quote then its buy: two requests.
      ...(await load({ steps: quoteAndBuySteps(verified), bound: requests(2 * BUYS) })),
      ...(await load({ steps: [withdrawalStep(verified)], bound: requests(WITHDRAWALS) })),
    };
    const cores = availableParallelism();
    printRoutes(
      `Routes, ${stack.urls.api} over loopback, ${CONNECTIONS} connections, ${cores} cores, ${new Date().toISOString()}:`,
      routes,
    );

    const deposits = await scalingCurve(api, floorNow, everyone, async (some) =>
      webhookScenario(await heldBackTransfers(sandbox, some, WEBHOOKS_PER_SCALE), secret),
    );
    printCurve('Deposits (bank-transfer webhooks)', deposits.curve, deposits);
    const buys = await scalingCurve(api, floorNow, everyone, async (some) => ({
      steps: quoteAndBuySteps(some),
      bound: requests(2 * BUYS),
    }));
    printCurve('Buys (quote + buy, the buy counted)', buys.curve, buys);

    const uploads = await benchUploads(api, verified[0] as BenchCustomer);
    printUploads(uploads);

    const check = await checkLedgerTable();
    console.log(
      `\nLedger checker after the load: ${check.entries} entries, ${check.breaks.length} breaks. ` +
        `Load stage took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    return {
      measuredAt: new Date().toISOString(),
      cores,
      connections: CONNECTIONS,
      routes,
      scaling: { deposits, buys },
      uploads,
      ledgerBreaks: check.breaks.length,
    };
  } finally {
    await stack.stop();
  }
}
